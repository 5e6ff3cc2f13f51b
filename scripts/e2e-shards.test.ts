import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { secondsFromReports, specFiles, splitIntoShards } from './e2e-shards.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

describe('e2e shards', () => {
  it('puts the longest spec first onto the least loaded shard (a worked example)', () => {
    const seconds = {
      'tests/a.spec.ts': 60,
      'tests/b.spec.ts': 30,
      'tests/c.spec.ts': 30,
      'tests/d.spec.ts': 20,
      'tests/e.spec.ts': 10,
    };
    // a 60 -> 1; b 30 -> 2; c 30 -> 2 (30 < 60); d 20 -> 1 (a tie goes to the lower shard); e 10 -> 2 (70 against 80).
    expect(splitIntoShards(Object.keys(seconds), seconds, 2)).toEqual([
      ['tests/a.spec.ts', 'tests/d.spec.ts'],
      ['tests/b.spec.ts', 'tests/c.spec.ts', 'tests/e.spec.ts'],
    ]);
  });

  it('counts a spec with no record as the median of those recorded', () => {
    const seconds = { 'tests/a.spec.ts': 50, 'tests/b.spec.ts': 40, 'tests/c.spec.ts': 10 };
    // The new spec weighs 40 (the median): a 50 -> 1, b 40 -> 2, new 40 -> 2 (40 < 50), c 10 -> 1 (50 < 80).
    const files = [...Object.keys(seconds), 'tests/new.spec.ts'];
    expect(splitIntoShards(files, seconds, 2)).toEqual([
      ['tests/a.spec.ts', 'tests/c.spec.ts'],
      ['tests/b.spec.ts', 'tests/new.spec.ts'],
    ]);
  });

  it('gives every spec file to exactly one shard, for any count', () => {
    const files = specFiles();
    const seconds = JSON.parse(readFileSync(path.join(root, 'e2e/spec-seconds.json'), 'utf8'));
    for (const count of [1, 2, 3, 5]) {
      const shards = splitIntoShards(files, seconds, count);
      expect(shards).toHaveLength(count);
      expect(shards.flat().sort()).toEqual(files);
    }
    expect(() => splitIntoShards(files, seconds, 0)).toThrow(/whole number/);
  });

  it('records no spec file that no longer exists', () => {
    const seconds = JSON.parse(readFileSync(path.join(root, 'e2e/spec-seconds.json'), 'utf8'));
    for (const file of Object.keys(seconds)) expect(existsSync(path.join(root, 'e2e', file)), file).toBe(true);
  });

  it('reads seconds per spec file from Playwright JSON reports, retries included', () => {
    const report = {
      suites: [
        {
          specs: [{ file: 'x.spec.ts', tests: [{ results: [{ duration: 1500 }, { duration: 500 }] }] }],
          suites: [{ specs: [{ file: 'x.spec.ts', tests: [{ results: [{ duration: 1000 }] }] }] }],
        },
      ],
    };
    expect(
      secondsFromReports([report, { suites: [{ specs: [{ file: 'y.spec.ts', tests: [{ results: [{ duration: 250 }] }] }] }] }]),
    ).toEqual({
      'tests/x.spec.ts': 3,
      'tests/y.spec.ts': 0.3,
    });
  });

  it('prints a shard as .ci/run reads it, and refuses a shard out of range', () => {
    const node = process.execPath;
    const script = path.join(root, 'scripts/e2e-shards.mjs');
    const first = spawnSync(node, [script, '1/2'], { encoding: 'utf8' });
    const second = spawnSync(node, [script, '2/2'], { encoding: 'utf8' });
    expect(first.status).toBe(0);
    const printed = [...first.stdout.trim().split('\n'), ...second.stdout.trim().split('\n')].sort();
    expect(printed).toEqual(specFiles());
    const wrong = spawnSync(node, [script, '3/2'], { encoding: 'utf8' });
    expect(wrong.status).not.toBe(0);
    expect(wrong.stderr).toMatch(/shard 3 is not one of 1 to 2/);
  });
});
