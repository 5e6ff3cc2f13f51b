// The release a build is stamped with (issue 39): `git describe --tags --always --dirty` of the
// checkout (a tag, or the tag plus commits since and the commit, or the commit alone, with
// `-dirty` while tracked files have changes), SHELFSCOPE_RELEASE when set (a Docker build has no
// .git: `--build-arg SHELFSCOPE_RELEASE=$(git describe ...)`), and the server package's version
// when there is neither. scripts/build.mjs writes it to apps/server/dist/release.json (/api/health);
// the web app's and the extension's builds embed it.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '..');

/** @param {string} [root] the checkout; @param {NodeJS.ProcessEnv} [env] */
export function releaseVersion(root = repoRoot, env = process.env) {
  if (env.SHELFSCOPE_RELEASE) return env.SHELFSCOPE_RELEASE;
  const git = spawnSync('git', ['describe', '--tags', '--always', '--dirty'], { cwd: root, encoding: 'utf8', env });
  const described = git.status === 0 ? git.stdout.trim() : '';
  if (described) return described;
  return JSON.parse(readFileSync(path.join(root, 'apps/server/package.json'), 'utf8')).version;
}
