import { readFileSync } from 'node:fs';
import { SourceMapConsumer } from 'source-map-js';
import { gzipSync } from 'node:zlib';
const file = process.argv[2];
const code = readFileSync(file, 'utf8');
const map = new SourceMapConsumer(JSON.parse(readFileSync(file + '.map', 'utf8')));
const lines = code.split('\n');
const sizes = new Map();
let last = null;
// attribute each char span between mappings to the mapping's source
const mappings = [];
map.eachMapping((m) => mappings.push(m));
for (let i = 0; i < mappings.length; i++) {
  const m = mappings[i], n = mappings[i + 1];
  let len;
  if (n && n.generatedLine === m.generatedLine) len = n.generatedColumn - m.generatedColumn;
  else len = (lines[m.generatedLine - 1]?.length ?? 0) - m.generatedColumn;
  const src = (m.source || '?').replace(/.*node_modules\//, 'nm/').replace(/^(nm\/(@[^/]+\/)?[^/]+).*/, '$1').replace(/.*\/apps\/web\/src\/([^/]+\/[^/]+).*/, 'web/$1').replace(/.*\/packages\/([^/]+).*/, 'pkg/$1');
  sizes.set(src, (sizes.get(src) ?? 0) + len);
}
const total = code.length;
console.log('total min', total, 'gzip', gzipSync(code, { level: 9 }).length);
for (const [k, v] of [...sizes].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log((v / 1024).toFixed(1).padStart(7), 'kB min', k);
