import DOMAINS from './marketplace-domains.json';

/** The marketplace domains whose product pages get the panel (Amazon's storefronts); the manifest's matches are built from the same file. */
export const MARKETPLACE_DOMAINS: readonly string[] = DOMAINS;

const ASIN = /^[A-Z0-9]{10}$/;
/** `/dp/{ASIN}`, `/gp/product/{ASIN}` and `/gp/aw/d/{ASIN}`, with or without a slug before them. */
const PRODUCT_PATH = /\/(?:dp|gp\/product|gp\/aw\/d)\/([A-Za-z0-9]{10})(?:[/?#]|$)/;

export function isMarketplaceHost(hostname: string): boolean {
  const host = hostname.toLowerCase();
  return MARKETPLACE_DOMAINS.some((domain) => host === domain || host.endsWith(`.${domain}`));
}

/** The ASIN of a product page URL, or null when the URL is not a product page of a marketplace. */
export function asinFromUrl(href: string): string | null {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return null;
  }
  if (!isMarketplaceHost(url.hostname)) return null;
  const match = PRODUCT_PATH.exec(url.pathname);
  return match?.[1] ? match[1].toUpperCase() : null;
}

/**
 * The page's own ASIN field, for product pages whose URL does not carry it: the hidden form
 * input `ASIN` (add to cart), else the `data-asin` of the main product block.
 */
export function asinFromDocument(doc: Document): string | null {
  const candidates = [
    doc.querySelector<HTMLInputElement>('input#ASIN, input[name="ASIN"]')?.value,
    doc.querySelector<HTMLElement>('#dp[data-asin], #ppd[data-asin], [data-csa-c-asin]')?.dataset.asin,
    doc.querySelector<HTMLElement>('[data-csa-c-asin]')?.getAttribute('data-csa-c-asin'),
  ];
  for (const candidate of candidates) {
    const asin = candidate?.trim().toUpperCase();
    if (asin && ASIN.test(asin)) return asin;
  }
  return null;
}

/** The page's ASIN: from the URL, else the page's ASIN field when the page is a marketplace's. */
export function pageAsin(href: string, doc: Document): string | null {
  const fromUrl = asinFromUrl(href);
  if (fromUrl) return fromUrl;
  try {
    if (!isMarketplaceHost(new URL(href).hostname)) return null;
  } catch {
    return null;
  }
  return asinFromDocument(doc);
}
