// The part of unzipper (0.12; exceljs keeps its own 0.10) that uploads/xlsx-bounds.ts uses.
declare module 'unzipper' {
  import type { Duplex, Readable } from 'node:stream';

  interface Entry extends Readable {
    path: string;
    type: 'Directory' | 'File';
    autodrain(): { promise(): Promise<void> };
  }

  /** A streaming parse of a zip's local entries, in the order they are stored. */
  function Parse(options?: { forceStream?: boolean }): Duplex & AsyncIterable<Entry>;
}
