import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** apps/server, from src/platform/release (tests) or dist/platform/release (the built server). */
const SERVER_DIR = fileURLToPath(new URL('../../../', import.meta.url));

/**
 * The release this server was built as: dist/release.json, which scripts/build.mjs stamps (git
 * describe of the checkout, or SHELFSCOPE_RELEASE), else the server package's version (a build
 * without the stamp: `tsc -b` alone).
 */
export function readRelease(serverDir: string = SERVER_DIR): string {
  try {
    const stamped = JSON.parse(readFileSync(path.join(serverDir, 'dist/release.json'), 'utf8')) as { version?: unknown };
    if (typeof stamped.version === 'string' && stamped.version) return stamped.version;
  } catch {
    // Not stamped: the package's version below.
  }
  return (JSON.parse(readFileSync(path.join(serverDir, 'package.json'), 'utf8')) as { version: string }).version;
}

/** Read once: a running server's release does not change under it. */
export const RELEASE = readRelease();
