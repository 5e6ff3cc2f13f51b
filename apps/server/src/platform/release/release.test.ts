import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readRelease } from './release.js';

describe("the server's release", () => {
  it('is the version the build stamped into dist/release.json', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'release-'));
    writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ version: '0.1.0' }));
    mkdirSync(path.join(dir, 'dist'));
    writeFileSync(path.join(dir, 'dist/release.json'), JSON.stringify({ version: 'v1.4.0-3-gabc1234-dirty' }));
    expect(readRelease(dir)).toBe('v1.4.0-3-gabc1234-dirty');
  });

  it("is the package's version when the build stamped none", () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'release-'));
    writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ version: '0.1.0' }));
    expect(readRelease(dir)).toBe('0.1.0');
  });
});
