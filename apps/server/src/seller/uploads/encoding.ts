import type { TextEncoding } from '@shelfscope/contracts';

/**
 * The text encoding of a CSV price list, from its first bytes (docs/uploads.md, "Encodings"):
 * a byte-order mark says UTF-8 or UTF-16; without one, bytes that are valid UTF-8 are UTF-8 and
 * anything else is Windows-1252 (the encoding Excel on Windows saves "CSV" in). ISO-8859-1 is
 * read as Windows-1252, as browsers do: they agree on every printable Latin-1 character, and a
 * `€` (0x80 in Windows-1252, a control in ISO-8859-1) later in the file still reads right.
 */
export function detectEncoding(head: Buffer): TextEncoding {
  if (head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf) return 'utf-8';
  if (head[0] === 0xff && head[1] === 0xfe) return 'utf-16le';
  if (head[0] === 0xfe && head[1] === 0xff) return 'utf-16be';
  try {
    // stream: a character cut at the sample's end is waited for, not an error.
    new TextDecoder('utf-8', { fatal: true }).decode(head, { stream: true });
    return 'utf-8';
  } catch {
    return 'windows-1252';
  }
}

/** Whether the bytes start with a UTF-16 byte-order mark (then they are read as text of 2-byte units). */
export const isUtf16 = (encoding: TextEncoding) => encoding === 'utf-16le' || encoding === 'utf-16be';

/**
 * A decoder for `encoding` that keeps a character split across chunks whole (`decode(chunk,
 * {stream: true})`) and drops a leading byte-order mark. Undecodable bytes become U+FFFD.
 */
export const textDecoder = (encoding: TextEncoding) => new TextDecoder(encoding === 'iso-8859-1' ? 'windows-1252' : encoding);
