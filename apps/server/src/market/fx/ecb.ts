import { elements, parseXml } from '../../platform/xml.js';

/** One day's reference rates: units of each currency one euro buys (EUR itself is 1, implied). */
export type DailyRates = { day: string; source: string; perEuro: Record<string, number> };

export const ECB_SOURCE = 'ECB euro foreign exchange reference rates';

/**
 * The European Central Bank's reference-rate files (`eurofxref-daily.xml`, `-hist-90d.xml`,
 * `-hist.xml`): `<Cube time="YYYY-MM-DD">` holding `<Cube currency="USD" rate="1.0812"/>`.
 * Days come out oldest first; a rate that is not a positive number is left out rather than
 * read as 0 (a 0 rate would turn every converted cost into nothing).
 */
export function parseEcbRates(xml: string): DailyRates[] {
  const days: DailyRates[] = [];
  // The Cubes are in the ECB's vocabulary namespace: any namespace matches.
  for (const cube of elements(parseXml(xml).getElementsByTagNameNS('*', 'Cube'))) {
    const day = cube.getAttribute('time');
    if (!day || !/^\d{4}-\d{2}-\d{2}$/.test(day)) continue;
    const perEuro: Record<string, number> = {};
    for (const rate of elements(cube.getElementsByTagNameNS('*', 'Cube'))) {
      const currency = rate.getAttribute('currency');
      const value = Number(rate.getAttribute('rate'));
      if (currency && /^[A-Z]{3}$/.test(currency) && Number.isFinite(value) && value > 0) perEuro[currency] = value;
    }
    if (Object.keys(perEuro).length > 0) days.push({ day, source: ECB_SOURCE, perEuro });
  }
  return days.sort((a, b) => a.day.localeCompare(b.day));
}

/** Reads an ECB file over HTTP; a non-2xx answer or a file without any day throws (the caller keeps what it had). */
export async function fetchEcbRates(url: string, fetchFn: typeof fetch = fetch, timeoutMs = 15_000): Promise<DailyRates[]> {
  const response = await fetchFn(url, { signal: AbortSignal.timeout(timeoutMs) });
  if (!response.ok) throw new Error(`exchange rates: ${url} answered ${response.status}`);
  const days = parseEcbRates(await response.text());
  if (days.length === 0) throw new Error(`exchange rates: ${url} held no rates`);
  return days;
}
