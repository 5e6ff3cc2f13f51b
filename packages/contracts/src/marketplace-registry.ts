// The marketplace registry without zod: the browser extension's content script reads it, and a
// module that builds zod schemas at its top level would bring zod into that bundle (its budget).

/**
 * The Amazon marketplaces ShelfScope analyses for. The order is the order screens list them in.
 * Facts every side shares (server, web app, extension, profit engine): the storefront's domain,
 * Keepa's domain id, the Selling Partner API's marketplace id, the currency and locale figures are
 * shown in, and whether sale prices carry a sales tax the seller may have to account for (VAT in
 * the UK and the EU, IVA in Mexico, consumption tax in Japan; Canada's GST/HST applies to
 * Amazon's fees but listed prices are before tax). Rates and fee tables are dated data in
 * `@shelfscope/profit`; see docs/decisions/017-marketplaces.md.
 */
export const MARKETPLACE_CODES = ['US', 'CA', 'MX', 'UK', 'DE', 'FR', 'IT', 'ES', 'JP'] as const;
export type MarketplaceCode = (typeof MARKETPLACE_CODES)[number];

/** The marketplace every record without one belongs to (everything before marketplaces existed). */
export const DEFAULT_MARKETPLACE: MarketplaceCode = 'US';

/** Selling Partner API regions: where a seller account and its refresh token live. */
export type MarketplaceRegion = 'NA' | 'EU' | 'FE';

export type MarketplaceInfo = {
  code: MarketplaceCode;
  /** The storefront's own name, e.g. "Amazon.co.uk". */
  name: string;
  country: string;
  /** The storefront's host without `www.`. */
  domain: string;
  /** Keepa's `domain` parameter. */
  keepaDomain: number;
  /** The Selling Partner API's marketplace id. */
  spApiMarketplaceId: string;
  region: MarketplaceRegion;
  /** ISO 4217: what the marketplace's prices and fees are in. */
  currency: string;
  /** BCP 47: how its money and dates are written. */
  locale: string;
  /** Whether listed sale prices include a sales tax (VAT, IVA, consumption tax). */
  vatApplies: boolean;
  /** What that tax is called on the marketplace's own pages, or null (US, CA: prices before tax). */
  taxName: string | null;
  /** Whether the marketplace measures packages in centimetres and grams (EU, UK, JP, MX). */
  metric: boolean;
};

export const MARKETPLACES: Readonly<Record<MarketplaceCode, MarketplaceInfo>> = {
  US: {
    code: 'US',
    name: 'Amazon.com',
    country: 'United States',
    domain: 'amazon.com',
    keepaDomain: 1,
    spApiMarketplaceId: 'ATVPDKIKX0DER',
    region: 'NA',
    currency: 'USD',
    locale: 'en-US',
    vatApplies: false,
    taxName: null,
    metric: false,
  },
  CA: {
    code: 'CA',
    name: 'Amazon.ca',
    country: 'Canada',
    domain: 'amazon.ca',
    keepaDomain: 6,
    spApiMarketplaceId: 'A2EUQ1WTGCTBG2',
    region: 'NA',
    currency: 'CAD',
    locale: 'en-CA',
    vatApplies: false,
    taxName: null,
    metric: true,
  },
  MX: {
    code: 'MX',
    name: 'Amazon.com.mx',
    country: 'Mexico',
    domain: 'amazon.com.mx',
    keepaDomain: 11,
    spApiMarketplaceId: 'A1AM78C64UM0Y8',
    region: 'NA',
    currency: 'MXN',
    locale: 'es-MX',
    vatApplies: true,
    taxName: 'IVA',
    metric: true,
  },
  UK: {
    code: 'UK',
    name: 'Amazon.co.uk',
    country: 'United Kingdom',
    domain: 'amazon.co.uk',
    keepaDomain: 2,
    spApiMarketplaceId: 'A1F83G8C2ARO7P',
    region: 'EU',
    currency: 'GBP',
    locale: 'en-GB',
    vatApplies: true,
    taxName: 'VAT',
    metric: true,
  },
  DE: {
    code: 'DE',
    name: 'Amazon.de',
    country: 'Germany',
    domain: 'amazon.de',
    keepaDomain: 3,
    spApiMarketplaceId: 'A1PA6795UKMFR9',
    region: 'EU',
    currency: 'EUR',
    locale: 'de-DE',
    vatApplies: true,
    taxName: 'MwSt.',
    metric: true,
  },
  FR: {
    code: 'FR',
    name: 'Amazon.fr',
    country: 'France',
    domain: 'amazon.fr',
    keepaDomain: 4,
    spApiMarketplaceId: 'A13V1IB3VIYZZH',
    region: 'EU',
    currency: 'EUR',
    locale: 'fr-FR',
    vatApplies: true,
    taxName: 'TVA',
    metric: true,
  },
  IT: {
    code: 'IT',
    name: 'Amazon.it',
    country: 'Italy',
    domain: 'amazon.it',
    keepaDomain: 8,
    spApiMarketplaceId: 'APJ6JRA9NG5V4',
    region: 'EU',
    currency: 'EUR',
    locale: 'it-IT',
    vatApplies: true,
    taxName: 'IVA',
    metric: true,
  },
  ES: {
    code: 'ES',
    name: 'Amazon.es',
    country: 'Spain',
    domain: 'amazon.es',
    keepaDomain: 9,
    spApiMarketplaceId: 'A1RKKUPIHCS9HS',
    region: 'EU',
    currency: 'EUR',
    locale: 'es-ES',
    vatApplies: true,
    taxName: 'IVA',
    metric: true,
  },
  JP: {
    code: 'JP',
    name: 'Amazon.co.jp',
    country: 'Japan',
    domain: 'amazon.co.jp',
    keepaDomain: 5,
    spApiMarketplaceId: 'A1VC38T7YXB528',
    region: 'FE',
    currency: 'JPY',
    locale: 'ja-JP',
    vatApplies: true,
    taxName: 'consumption tax',
    metric: true,
  },
};

/** The marketplace of a storefront host (`www.amazon.de`, `smile.amazon.co.uk`), or null when we do not analyse it. */
export function marketplaceOfHost(host: string): MarketplaceCode | null {
  const bare = host.toLowerCase().replace(/\.$/, '');
  for (const code of MARKETPLACE_CODES) {
    const domain = MARKETPLACES[code].domain;
    if (bare === domain || bare.endsWith(`.${domain}`)) return code;
  }
  return null;
}

/** The marketplace whose figures a currency's products are usually sold in (EUR: DE), for a sign-up default. */
export function marketplaceOfLocale(locale: string | null | undefined): MarketplaceCode {
  const region = (locale ?? '').split(/[-_]/)[1]?.toUpperCase();
  const byRegion: Record<string, MarketplaceCode> = { GB: 'UK', UK: 'UK', AT: 'DE', CH: 'DE', BE: 'FR', LU: 'FR', IE: 'UK' };
  if (region && byRegion[region]) return byRegion[region];
  if (region && (MARKETPLACE_CODES as readonly string[]).includes(region)) return region as MarketplaceCode;
  const language = (locale ?? '').split(/[-_]/)[0]?.toLowerCase();
  const byLanguage: Record<string, MarketplaceCode> = { de: 'DE', fr: 'FR', it: 'IT', es: 'ES', ja: 'JP' };
  return (language && byLanguage[language]) || DEFAULT_MARKETPLACE;
}
