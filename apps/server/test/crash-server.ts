import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, type Running, signUpOverHttp, startServer, waitForHealth } from './child-server.js';
import { TEST_IDENTITY_SECRET } from './identity-secret.js';
import { openTestDatabase } from './test-database.js';

// Test support for crash tests: server processes killed and started again on the same data
// (seller/uploads/resume.test.ts, seller/seller-account/resume.test.ts).

/**
 * What a crash test's server processes start with, the same at each restart: its own data (a
 * PGlite folder, or `databaseUrl`, a PostgreSQL database of its own under `npm run test:pg`), the
 * tests' identity secret (the test database's signing key is sealed with it: global-setup.ts), no
 * demo data and a plan without limits in the way.
 */
export function crashTestEnv(options: {
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  extra: Record<string, string>;
}): Record<string, string> {
  return {
    PORT: String(options.port),
    HOST: '127.0.0.1',
    DATA_DIR: options.dataDir,
    DATABASE_URL: options.databaseUrl ?? '',
    IDENTITY_SECRET: TEST_IDENTITY_SECRET,
    LOG_LEVEL: 'warn',
    SEED_DEMO_DATA: '0',
    SELLER_TRIAL_PLAN: 'Enterprise',
    ...options.extra,
  };
}

/** The server processes, data folders and databases a test file starts, and `cleanUp` for its afterAll. */
export function processScratch() {
  const dirs: string[] = [];
  const running: Running[] = [];
  const databases: { close: () => Promise<void> }[] = [];
  return {
    /**
     * A crash test's first server: data of its own (a PGlite folder; under `npm run test:pg` a
     * PostgreSQL database, `postgres`), up, with a company signed up over HTTP. `env` starts the
     * same server again after a kill.
     */
    async crashServer(options: { prefix: string; company: string; extra: Record<string, string> }) {
      const dataDir = await this.dataDir(options.prefix);
      const postgres = process.env.TEST_DATABASE_URL ? await openTestDatabase() : null;
      if (postgres) databases.push(postgres);
      const port = await freePort();
      const env = crashTestEnv({ port, dataDir, databaseUrl: postgres?.url, extra: options.extra });
      const server = this.start(env);
      await waitForHealth(port, server);
      const url = `http://127.0.0.1:${port}`;
      const { jwt } = await signUpOverHttp(url, options.company);
      return { dataDir, postgres, port, url, env, server, jwt };
    },
    start(env: Record<string, string>): Running {
      const server = startServer(env);
      running.push(server);
      return server;
    },
    async dataDir(prefix: string): Promise<string> {
      const dir = await mkdtemp(path.join(tmpdir(), prefix));
      dirs.push(dir);
      return dir;
    },
    async cleanUp(): Promise<void> {
      for (const server of running) if (server.child.exitCode === null) server.child.kill('SIGKILL');
      for (const dir of dirs) await rm(dir, { recursive: true, force: true });
      for (const database of databases) await database.close();
    },
  };
}
