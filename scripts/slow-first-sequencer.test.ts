import { existsSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { SLOW_FIRST } from './slow-first-sequencer';

const ROOTS = ['apps/server', 'apps/web'].map((root) => path.resolve(import.meta.dirname, '..', root));

it('names files that exist: a renamed slow file would silently lose its early start', () => {
  expect(SLOW_FIRST.length).toBeGreaterThan(0);
  for (const file of SLOW_FIRST)
    expect(
      ROOTS.some((root) => existsSync(path.join(root, file))),
      file,
    ).toBe(true);
});
