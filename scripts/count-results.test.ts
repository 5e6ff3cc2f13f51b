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
  return { line: run.stdout.trim().split('\n').at(-1), status: run.status };
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
    expect(count({ a: vitest(), b: playwright })).toEqual({ line: '6 passed, 0 failed', status: 0 });
    expect(count({ a: vitest({ numPassedTests: 2, numFailedTests: 1, success: false }) })).toEqual({
      line: '2 passed, 1 failed',
      status: 1,
    });
  });

  it('counts a run that failed outside any test (a failing afterAll)', () => {
    const report = vitest({ success: false, testResults: [{ status: 'failed', assertionResults: [{}, {}, {}] }] });
    expect(count({ a: report })).toEqual({ line: '3 passed, 1 failed', status: 1 });
  });

  it('counts a runner that exited non-zero with a clean report (an unhandled error)', () => {
    expect(count({ a: vitest(), b: playwright }, { a: 1, b: 0 })).toEqual({ line: '6 passed, 1 failed', status: 1 });
  });

  it('counts a file that failed to load, and a missing report', () => {
    const report = vitest({ success: false, testResults: [{ status: 'failed', assertionResults: [] }] });
    expect(count({ a: report })).toEqual({ line: '3 passed, 1 failed', status: 1 });
    const run = spawnSync(process.execPath, [script, path.join(folder, 'missing.json')], { encoding: 'utf8' });
    expect(run.stdout.trim()).toBe('0 passed, 1 failed');
  });
});
