import { z } from 'zod';
import { MARKETPLACE_CODES, MARKETPLACES, type MarketplaceCode } from './marketplace-registry.js';

export * from './marketplace-registry.js';

/** A marketplace code on the wire: one of MARKETPLACE_CODES, case-insensitive on input. */
export const MarketplaceCodeSchema = z
  .string()
  .transform((value) => value.trim().toUpperCase())
  .pipe(z.enum(MARKETPLACE_CODES, { message: `must be one of ${MARKETPLACE_CODES.join(', ')}` }))
  .describe('A marketplace code: US, CA, MX, UK, DE, FR, IT, ES or JP');

/**
 * ISO 4217 codes a supplier may quote in: the marketplaces' own and the currencies of the
 * European Central Bank's daily reference rates (the exchange-rate source; see fx tables).
 */
export const CURRENCY_CODES = [
  'USD',
  'EUR',
  'GBP',
  'JPY',
  'CAD',
  'MXN',
  'AUD',
  'BGN',
  'BRL',
  'CHF',
  'CNY',
  'CZK',
  'DKK',
  'HKD',
  'HUF',
  'IDR',
  'ILS',
  'INR',
  'ISK',
  'KRW',
  'MYR',
  'NOK',
  'NZD',
  'PHP',
  'PLN',
  'RON',
  'SEK',
  'SGD',
  'THB',
  'TRY',
  'ZAR',
] as const;
export type CurrencyCode = (typeof CURRENCY_CODES)[number];

export const CurrencyCodeSchema = z
  .string()
  .transform((value) => value.trim().toUpperCase())
  .pipe(z.enum(CURRENCY_CODES, { message: 'must be an ISO 4217 currency code we have exchange rates for' }))
  .describe('An ISO 4217 currency code, e.g. GBP');

/** `GET /api/Marketplace`: one row per marketplace. */
export const Marketplace = z.object({
  code: z.enum(MARKETPLACE_CODES),
  name: z.string(),
  country: z.string(),
  domain: z.string(),
  keepaDomain: z.number().int(),
  region: z.enum(['NA', 'EU', 'FE']),
  currency: z.string(),
  locale: z.string(),
  vatApplies: z.boolean(),
  taxName: z.string().nullable(),
  metric: z.boolean(),
});
export type Marketplace = z.infer<typeof Marketplace>;

/** A marketplace as `GET /api/Marketplace` lists it. */
export function marketplaceRow(code: MarketplaceCode): Marketplace {
  const { spApiMarketplaceId: _id, ...row } = MARKETPLACES[code];
  return row;
}
