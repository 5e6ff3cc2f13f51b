import { type Database } from '../src/db/database.js';
/**
 * A database of its own for one test file: in-memory PGlite by default, or, when
 * TEST_DATABASE_URL is set, a fresh database created on that server and dropped afterwards.
 * Test files never share tables, so they run in parallel with no clean-up between them.
 *
 * Both start migrated, from what the global setup prepared once for the run (global-setup.ts):
 * PGlite loads a dump of a migrated database, PostgreSQL copies a migrated template. The
 * server's own `migrate()` at start then finds nothing to do, as it would on a deployed database.
 */
export declare function openTestDatabase(): Promise<
  Database & {
    url?: string;
  }
>;
/** The URL of database `name` on the server of `adminUrl`. */
export declare function databaseUrl(adminUrl: string, name: string): string;
/** One statement on the admin connection (create and drop database cannot run in a transaction). */
export declare function adminQuery(adminUrl: string, sql: string): Promise<void>;
