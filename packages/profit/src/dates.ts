/** The UTC calendar day of a date, YYYY-MM-DD: fee tables and surcharges change at the start of a UTC day. */
export function utcDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}
