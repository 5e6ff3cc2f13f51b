import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { usageCalendar } from './service.js';

/**
 * Makes the daily rollup follow DASHBOARD_TIME_ZONE: when the zone it was built in is another,
 * rebuilds every company's days from the usage events in the new zone (one transaction, writers
 * held off by the table lock), then records the zone. Runs at start-up, before requests.
 * Returns whether it rebuilt.
 */
export async function alignUsageCalendar(db: Db, timeZone: string): Promise<boolean> {
  usageCalendar.configure(timeZone);
  return db.transaction(async (tx) => {
    await tx.execute(sql`lock table usage_days, usage_calendar_zone in exclusive mode`);
    const result = (await tx.execute(sql`select time_zone from usage_calendar_zone where id = 1`)) as unknown as {
      rows: { time_zone: string }[];
    };
    if (result.rows[0]?.time_zone === timeZone) return false;
    await tx.execute(sql`delete from usage_days`);
    await tx.execute(sql`
      insert into usage_days (company_id, day, kind, quantity, amount)
      select company_id, (created at time zone ${timeZone})::date, kind, sum(quantity), coalesce(sum(amount), 0)
      from usage_events group by 1, 2, 3`);
    await tx.execute(sql`
      insert into usage_calendar_zone (id, time_zone) values (1, ${timeZone})
      on conflict (id) do update set time_zone = excluded.time_zone`);
    return true;
  });
}
