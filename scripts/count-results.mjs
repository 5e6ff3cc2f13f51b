// Sums the JSON reports of the test runners (Vitest, Playwright) into one closing line,
// `N passed, N failed`. A report that is missing counts as a failure: its runner crashed.
// Beside a report, `REPORT.rc` may hold its runner's exit code (.ci/run writes it): a runner that
// failed although its report counts no failure (Vitest's unhandled errors are in no report)
// counts as one failure more. The failed tests are named just above that line: what a reader of
// the run's last lines needs first.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Playwright's JSON report (its stats count expected and unexpected tests), or else Vitest's. */
const isPlaywright = (report) => Boolean(report.stats && 'expected' in report.stats);

/** Every test of a Playwright suite tree, with its title path. */
function* playwrightTests(suites, titles = []) {
  for (const suite of suites ?? []) {
    const here = suite.title ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? []) for (const test of spec.tests ?? []) yield { titles: [...here, spec.title], test };
    yield* playwrightTests(suite.suites, here);
  }
}

/** The names of a report's failed tests (file > title). */
function failedNames(report) {
  if (isPlaywright(report))
    return [...playwrightTests(report.suites)]
      .filter(({ test }) => test.status === 'unexpected')
      .map(({ titles }) => titles.join(' > '));
  return (report.testResults ?? []).flatMap((file) => {
    const name = path.relative(process.cwd(), file.name ?? '') || file.name || 'a test file';
    const tests = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    if (tests.length === 0 && file.status === 'failed') return [`${name} (the file failed to load or a hook failed)`];
    return tests.map((test) => `${name} > ${test.fullName ?? test.title}`);
  });
}

let passed = 0;
let failed = 0;
let skipped = 0;
const failures = [];
for (const file of process.argv.slice(2)) {
  if (!existsSync(file)) {
    console.error(`missing report: ${file}`);
    failed += 1;
    continue;
  }
  const failedBefore = failed;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  failures.push(...failedNames(report).map((name) => `${path.basename(file, '.json')}: ${name}`));
  if (isPlaywright(report)) {
    // Playwright: expected = passed, unexpected = failed, flaky = passed on retry.
    passed += report.stats.expected + report.stats.flaky;
    if (report.stats.flaky > 0) console.error(`${file}: ${report.stats.flaky} test(s) passed only on a retry (flaky)`);
    failed += report.stats.unexpected;
    skipped += report.stats.skipped;
    if ((report.errors ?? []).length > 0) failed += report.errors.length;
  } else {
    passed += report.numPassedTests ?? 0;
    failed += report.numFailedTests ?? 0;
    skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
    // A suite that failed to load has no tests to count; it is a failure all the same.
    const unloaded = (report.testResults ?? []).filter((r) => r.status === 'failed' && r.assertionResults?.length === 0);
    failed += unloaded.length;
    // Vitest also reports `success: false` for what belongs to no test: an error thrown in an
    // afterAll, an unhandled rejection or exception during the run. Each such run is one failure
    // more, unless a failed test or file above already accounts for it.
    if (report.success === false && (report.numFailedTests ?? 0) === 0 && unloaded.length === 0) {
      console.error(`${file}: the run failed outside any test (an unhandled error or a failing hook)`);
      failed += 1;
    }
  }
  const exitCode = existsSync(`${file}.rc`) ? Number(readFileSync(`${file}.rc`, 'utf8').trim()) : 0;
  if (exitCode !== 0 && failed === failedBefore) {
    console.error(`${file}: its runner exited with ${exitCode} although no test in it failed`);
    failed += 1;
  }
}
if (failures.length > 0) console.log(`Failed:\n${failures.map((name) => `  ${name}`).join('\n')}`);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 ? 1 : 0);
