// Prints the slowest test files and tests of Vitest and Playwright JSON reports, for
// docs/testing.md and for finding where CI's time goes: `node scripts/slowest-tests.mjs
// .ci/out/vitest.json [.ci/out/playwright-1.json] [--top 20]`.
import { readFileSync } from 'node:fs';
import path from 'node:path';

const args = process.argv.slice(2);
const topAt = args.indexOf('--top');
const top = topAt >= 0 ? Number(args.splice(topAt, 2)[1]) : 20;
const files = [];
const tests = [];

for (const report of args) {
  const json = JSON.parse(readFileSync(report, 'utf8'));
  const label = path.basename(report, '.json');
  if (json.suites) {
    // Playwright: suites nest by file and describe; each spec's results carry a duration.
    const walk = (suite, file) => {
      for (const spec of suite.specs ?? []) {
        const ms = spec.tests.flatMap((t) => t.results).reduce((sum, r) => sum + r.duration, 0);
        tests.push({ label, file, name: spec.title, ms });
      }
      for (const child of suite.suites ?? []) walk(child, file);
    };
    for (const suite of json.suites) {
      const before = tests.length;
      walk(suite, suite.file);
      files.push({ label, file: suite.file, ms: tests.slice(before).reduce((sum, t) => sum + t.ms, 0) });
    }
  } else {
    for (const result of json.testResults ?? []) {
      const file = path.relative(process.cwd(), result.name);
      files.push({ label, file, ms: result.endTime - result.startTime });
      for (const t of result.assertionResults ?? []) tests.push({ label, file, name: t.fullName, ms: t.duration ?? 0 });
    }
  }
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const total = files.reduce((sum, f) => sum + f.ms, 0);
console.log(`${files.length} files, ${tests.length} tests, ${seconds(total)} of test-file time in all\n`);
console.log(`Slowest ${top} files:`);
for (const f of files.sort((a, b) => b.ms - a.ms).slice(0, top))
  console.log(`  ${seconds(f.ms).padStart(8)}  ${f.label}  ${f.file}`);
console.log(`\nSlowest ${top} tests:`);
for (const t of tests.sort((a, b) => b.ms - a.ms).slice(0, top))
  console.log(`  ${seconds(t.ms).padStart(8)}  ${t.label}  ${t.file} > ${t.name}`);
