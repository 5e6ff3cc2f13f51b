import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { openTestDatabase } from './test-database.js';

// The worker keeps the next file's database loading (test-database.ts): two opened together, as
// a file that builds two apps at once does, must still be two databases.
it('gives each caller a database of its own, even when two open at once', async () => {
  // One first, so that a spare is loading when the two ask.
  await (await openTestDatabase()).close();
  const [first, second] = await Promise.all([openTestDatabase(), openTestDatabase()]);
  try {
    await first.db.execute(sql`create table only_in_the_first (id int)`);
    const { rows } = await second.executeSql(
      "select count(*)::int as n from information_schema.tables where table_name = 'only_in_the_first'",
    );
    expect(rows[0]).toEqual({ n: 0 });
  } finally {
    await Promise.all([first.close(), second.close()]);
  }
});
