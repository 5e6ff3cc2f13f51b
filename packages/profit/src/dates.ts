// The last date asked and its day: an analysis asks for the same date's day many times (each fee
// lookup at each price its break-even search tries), and toISOString was the largest part of it.
let lastTime = Number.NaN;
let lastDay = '';

/** The UTC calendar day of a date, YYYY-MM-DD: fee tables and surcharges change at the start of a UTC day. */
export function utcDay(date: Date): string {
  const time = date.getTime();
  if (time !== lastTime) {
    lastDay = date.toISOString().slice(0, 10);
    lastTime = time;
  }
  return lastDay;
}
