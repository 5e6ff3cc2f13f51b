import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// CI's closing line is counted by this script: it must never say "0 failed" about a failed run.
const script = path.join(import.meta.dirname, 'count-results.mjs');
const folder = mkdtempSync(path.join(tmpdir(), 'count-results-'));

function count(reports: Record<string, unknown>, exitCodes: Record<string, number> = {}) {
  const files = Object.entries(reports).map(([name, report]) => {
    const file = path.join(folder, `${name}-${Math.random().toString(36).slice(2)}.json`);
    writeFileSync(file, JSON.stringify(report));
    if (name in exitCodes) writeFileSync(`${file}.rc`, `${exitCodes[name]}\n`);
    return file;
  });
  const run = spawnSync(process.execPath, [script, ...files], {
    encoding: 'utf8',
  });
  return { line: run.stdout.trim().split('\n').at(-1), status: run.status, output: run.stdout };
}

const vitest = (over: Record<string, unknown> = {}) => ({
  success: true,
  numPassedTests: 3,
  numFailedTests: 0,
  numPendingTests: 0,
  numTodoTests: 0,
  testResults: [{ status: 'passed', assertionResults: [{}, {}, {}] }],
  ...over,
});
const playwright = { stats: { expected: 2, unexpected: 0, flaky: 1, skipped: 0 }, errors: [] };

describe('count-results', () => {
  it('adds the passed and failed tests of every report', () => {
    expect(count({ a: vitest(), b: playwright })).toMatchObject({ line: '6 passed, 0 failed', status: 0 });
    expect(count({ a: vitest({ numPassedTests: 2, numFailedTests: 1, success: false }) })).toMatchObject({
      line: '2 passed, 1 failed',
      status: 1,
    });
  });

  it('counts a run that failed outside any test (a failing afterAll)', () => {
    const report = vitest({ success: false, testResults: [{ status: 'failed', assertionResults: [{}, {}, {}] }] });
    expect(count({ a: report })).toMatchObject({ line: '3 passed, 1 failed', status: 1 });
  });

  it('counts a runner that exited non-zero with a clean report (an unhandled error)', () => {
    expect(count({ a: vitest(), b: playwright }, { a: 1, b: 0 })).toMatchObject({ line: '6 passed, 1 failed', status: 1 });
  });

  it('counts a file that failed to load, and a missing report', () => {
    const report = vitest({ success: false, testResults: [{ status: 'failed', assertionResults: [] }] });
    expect(count({ a: report })).toMatchObject({ line: '3 passed, 1 failed', status: 1 });
    const run = spawnSync(process.execPath, [script, path.join(folder, 'missing.json')], { encoding: 'utf8' });
    expect(run.stdout.trim()).toBe('0 passed, 1 failed');
  });

  it('names the failed tests of both runners above the closing line', () => {
    const failedVitest = vitest({
      success: false,
      numPassedTests: 1,
      numFailedTests: 1,
      testResults: [
        {
          name: path.join(process.cwd(), 'apps/server/test/a.test.ts'),
          status: 'failed',
          assertionResults: [
            { status: 'passed', fullName: 'a works' },
            { status: 'failed', fullName: 'a stops cleanly' },
          ],
        },
      ],
    });
    const failedPlaywright = {
      stats: { expected: 1, unexpected: 1, flaky: 0, skipped: 0 },
      errors: [],
      suites: [
        {
          title: 'web-quick-view.spec.ts',
          specs: [],
          suites: [
            {
              title: 'web app: quick view',
              specs: [
                { title: 'refreshes', tests: [{ status: 'unexpected' }] },
                { title: 'empties', tests: [{ status: 'expected' }] },
              ],
            },
          ],
        },
      ],
    };
    const { output, line } = count({ vitest: failedVitest, playwright: failedPlaywright });
    expect(line).toBe('2 passed, 2 failed');
    const lines = output.trim().split('\n');
    expect(lines.slice(-4, -1).map((l) => l.replace(/-[a-z0-9]+:/, ':'))).toEqual([
      'Failed:',
      '  vitest: apps/server/test/a.test.ts > a stops cleanly',
      '  playwright: web-quick-view.spec.ts > web app: quick view > refreshes',
    ]);
    expect(count({ a: vitest(), b: playwright }).output).not.toContain('Failed:');
  });
});
