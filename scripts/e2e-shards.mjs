// Splits the end-to-end spec files into shards of about equal time, for .ci/run: each shard is
// its own Playwright process with its own server and fresh database, so the specs of one shard
// never see another's data (docs/testing.md). Playwright's own `--shard` cuts the list by test
// count in file order, which put the long grid and passkey specs together; this cuts by the
// seconds each spec took in a recent CI run (e2e/spec-seconds.json), longest first, each onto the
// shard with the least time so far. A spec not in the record counts as the record's median.
//
//   node scripts/e2e-shards.mjs 2/3                 the spec files of shard 2 of 3, one per line
//   node scripts/e2e-shards.mjs --record a.json...  rewrite the record from Playwright JSON reports
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const E2E = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../e2e');
const RECORD = path.join(E2E, 'spec-seconds.json');

/** The spec files Playwright runs, relative to e2e/ (as Playwright takes them). */
export function specFiles(dir = path.join(E2E, 'tests')) {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.spec.ts'))
    .sort()
    .map((name) => `tests/${name}`);
}

/**
 * `files` split into `count` shards: longest first onto the least loaded shard (ties to the
 * lower shard, so the split is the same on every machine). Returns the files of each shard.
 */
export function splitIntoShards(files, seconds, count) {
  if (!Number.isInteger(count) || count < 1) throw new Error(`shard count must be a whole number from 1, not ${count}`);
  const known = files.map((file) => seconds[file]).filter((value) => typeof value === 'number');
  const sorted = [...known].sort((a, b) => a - b);
  const median = sorted.length ? sorted[Math.floor(sorted.length / 2)] : 1;
  const weight = (file) => (typeof seconds[file] === 'number' ? seconds[file] : median);
  const order = [...files].sort((a, b) => weight(b) - weight(a) || a.localeCompare(b));
  const shards = Array.from({ length: count }, () => ({ files: [], total: 0 }));
  for (const file of order) {
    const lightest = shards.reduce((best, shard) => (shard.total < best.total ? shard : best));
    lightest.files.push(file);
    lightest.total += weight(file);
  }
  return shards.map((shard) => shard.files.sort());
}

/** Seconds per spec file from Playwright JSON reports (every attempt of every test counted). */
export function secondsFromReports(reports) {
  const seconds = {};
  const visit = (suite) => {
    for (const spec of suite.specs ?? []) {
      const file = `tests/${spec.file}`;
      for (const test of spec.tests ?? []) {
        for (const result of test.results ?? []) seconds[file] = (seconds[file] ?? 0) + (result.duration ?? 0) / 1000;
      }
    }
    for (const child of suite.suites ?? []) visit(child);
  };
  for (const report of reports) for (const suite of report.suites ?? []) visit(suite);
  return Object.fromEntries(Object.entries(seconds).map(([file, value]) => [file, Math.round(value * 10) / 10]));
}

function main(args) {
  if (args[0] === '--record') {
    const reports = args.slice(1).map((file) => JSON.parse(readFileSync(file, 'utf8')));
    const seconds = secondsFromReports(reports);
    const sorted = Object.fromEntries(Object.entries(seconds).sort(([a], [b]) => a.localeCompare(b)));
    writeFileSync(RECORD, `${JSON.stringify(sorted, null, 2)}\n`);
    console.log(`recorded ${Object.keys(sorted).length} spec files in ${path.relative(process.cwd(), RECORD)}`);
    return;
  }
  const match = /^(\d+)\/(\d+)$/.exec(args[0] ?? '');
  if (!match) throw new Error('usage: e2e-shards.mjs <shard>/<count> | --record <report.json>...');
  const [shard, count] = [Number(match[1]), Number(match[2])];
  if (shard < 1 || shard > count) throw new Error(`shard ${shard} is not one of 1 to ${count}`);
  const seconds = JSON.parse(readFileSync(RECORD, 'utf8'));
  console.log(splitIntoShards(specFiles(), seconds, count)[shard - 1].join('\n'));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main(process.argv.slice(2));
