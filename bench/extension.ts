import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync, inflateRawSync } from 'node:zlib';

/**
 * The browser extension's scripts as packaged (issue 36): each entry of the built zip
 * (apps/extension/shelfscope-extension.zip, what a store receives) with its raw and gzip
 * (level 9) size against its budget, whether it is minified, and that no source map is in the
 * package. Run `npm run build` first (npm run bench does). Fails when a figure cannot be read.
 */
const ZIP = fileURLToPath(new URL('../apps/extension/shelfscope-extension.zip', import.meta.url));
const BUDGET_KB: Record<string, number> = { 'content.js': 60, 'popup.js': 60, 'background.js': 15 };

/** The files of a zip archive (its central directory), inflated. */
function unzip(archive: Buffer): Map<string, Buffer> {
  const end = archive.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0) throw new Error(`${ZIP} is not a zip archive`);
  const count = archive.readUInt16LE(end + 10);
  let at = archive.readUInt32LE(end + 16);
  const files = new Map<string, Buffer>();
  for (let i = 0; i < count; i++) {
    const size = archive.readUInt32LE(at + 20);
    const nameLength = archive.readUInt16LE(at + 28);
    const extra = archive.readUInt16LE(at + 30) + archive.readUInt16LE(at + 32);
    const name = archive.toString('utf8', at + 46, at + 46 + nameLength);
    const local = archive.readUInt32LE(at + 42);
    const dataAt = local + 30 + archive.readUInt16LE(local + 26) + archive.readUInt16LE(local + 28);
    const method = archive.readUInt16LE(at + 10);
    const stored = archive.subarray(dataAt, dataAt + size);
    files.set(name, method === 8 ? inflateRawSync(stored) : stored);
    at += 46 + nameLength + extra;
  }
  return files;
}

/** Minified: under 5 % whitespace (esbuild's minified output has 2 to 3 %, readable code 30 % and more). */
const isMinified = (text: string) => (text.match(/\s/g)?.length ?? 0) / text.length < 0.05;

export async function extensionBench(): Promise<Record<string, string>> {
  if (!existsSync(ZIP)) throw new Error(`${ZIP} is missing: run npm run build first`);
  const files = unzip(readFileSync(ZIP));
  const maps = [...files.keys()].filter((name) => name.endsWith('.map') || files.get(name)?.includes('sourceMappingURL=data:'));
  const result: Record<string, string> = {
    'package: files': `${files.size} (${maps.length === 0 ? 'no source maps' : `SOURCE MAPS: ${maps.join(', ')}`})`,
  };
  let over = 0;
  for (const name of [...files.keys()].filter((n) => n.endsWith('.js')).sort()) {
    const bytes = files.get(name) ?? Buffer.alloc(0);
    const gzip = gzipSync(bytes, { level: 9 }).length;
    const budget = BUDGET_KB[name];
    if (budget !== undefined && gzip > budget * 1000) over++;
    result[`script ${name}`] =
      `${(gzip / 1000).toFixed(1)} kB gzip, ${(bytes.length / 1000).toFixed(1)} kB raw, ${isMinified(bytes.toString('utf8')) ? 'minified' : 'NOT MINIFIED'}` +
      (budget === undefined ? '' : ` (budget ${budget} kB: ${gzip <= budget * 1000 ? 'within' : 'OVER'})`);
  }
  for (const name of Object.keys(BUDGET_KB))
    if (!files.has(name)) throw new Error(`the package has no ${name}: the benchmark would print no figure for it`);
  result['scripts over budget'] = String(over);
  return result;
}
