import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { releaseVersion } from './release-version.mjs';

// The release stamped into the build: git describe of the checkout, or the server's package version.
function checkout(withGit: boolean) {
  const root = mkdtempSync(path.join(tmpdir(), 'release-'));
  mkdirSync(path.join(root, 'apps/server'), { recursive: true });
  writeFileSync(path.join(root, 'apps/server/package.json'), JSON.stringify({ version: '0.4.2' }));
  const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();
  if (withGit) {
    git('init', '-q');
    git('-c', 'user.name=t', '-c', 'user.email=t@example.com', 'commit', '-q', '--allow-empty', '-m', 'first');
  }
  return { root, git };
}
const env = { PATH: process.env.PATH, HOME: tmpdir(), GIT_CONFIG_NOSYSTEM: '1' };

describe('the release version', () => {
  it('is the commit without a tag, the tag on it, and the tag with commits since', () => {
    const { root, git } = checkout(true);
    expect(releaseVersion(root, env)).toBe(git('rev-parse', '--short', 'HEAD'));
    git('tag', 'v1.2.3');
    expect(releaseVersion(root, env)).toBe('v1.2.3');
    git('-c', 'user.name=t', '-c', 'user.email=t@example.com', 'commit', '-q', '--allow-empty', '-m', 'second');
    expect(releaseVersion(root, env)).toBe(`v1.2.3-1-g${git('rev-parse', '--short', 'HEAD')}`);
  });

  it('says -dirty while tracked files have changes', () => {
    const { root, git } = checkout(true);
    writeFileSync(path.join(root, 'a.txt'), 'one');
    git('add', 'a.txt');
    git('-c', 'user.name=t', '-c', 'user.email=t@example.com', 'commit', '-q', '-m', 'a');
    git('tag', 'v2.0.0');
    writeFileSync(path.join(root, 'a.txt'), 'two');
    expect(releaseVersion(root, env)).toBe('v2.0.0-dirty');
  });

  it("falls back to the server package's version without git, and SHELFSCOPE_RELEASE wins", () => {
    const { root } = checkout(false);
    // Outside any repository (GIT_CEILING_DIRECTORIES keeps git from finding a parent's).
    expect(releaseVersion(root, { ...env, GIT_CEILING_DIRECTORIES: path.dirname(root) })).toBe('0.4.2');
    expect(releaseVersion(root, { ...env, PATH: '' })).toBe('0.4.2');
    expect(releaseVersion(root, { ...env, SHELFSCOPE_RELEASE: 'v9.0.0' })).toBe('v9.0.0');
  });
});
