import { MARKETPLACE_CODES, type MarketplaceCode, marketplaceOfHost } from '@shelfscope/contracts';

/** The message the popup sends the active tab's content script, and its answer. */
export const STOREFRONT_MESSAGE = 'storefront';
export type StorefrontAnswer = { marketplace: MarketplaceCode | null };

/** Where the popup's lookups are read: the storefront's marketplace, the options' default, or none. */
export type LookupMarketplace = {
  /** The active tab's Amazon storefront; null on any other page. */
  storefront(): Promise<MarketplaceCode | null>;
  /** The options' default; null: the company's (the server's choice when none is sent). */
  load(): Promise<MarketplaceCode | null>;
  save(marketplace: MarketplaceCode | null): Promise<void>;
};

export const isMarketplaceCode = (value: unknown): value is MarketplaceCode =>
  typeof value === 'string' && (MARKETPLACE_CODES as readonly string[]).includes(value);

/** The marketplace a popup lookup is for: the storefront open in the tab, else the options' default, else none. */
export async function lookupMarketplace(source: Pick<LookupMarketplace, 'storefront' | 'load'>): Promise<MarketplaceCode | null> {
  return (await source.storefront().catch(() => null)) ?? (await source.load().catch(() => null));
}

const KEY = 'lookupMarketplace';

/**
 * The browser's side (chrome.tabs, chrome.storage.local). The storefront is read from the tab's
 * address where the browser shows it to us (the content scripts' hosts), else asked of the tab's
 * content script, which knows it (content.tsx); a page without one (not Amazon) answers nothing.
 */
export const chromeLookupMarketplace: LookupMarketplace = {
  async storefront() {
    const [tab] = await chrome.tabs.query({ active: true, currentWindow: true });
    if (!tab) return null;
    if (tab.url) {
      try {
        return marketplaceOfHost(new URL(tab.url).hostname);
      } catch {
        return null;
      }
    }
    if (tab.id === undefined) return null;
    const answer = (await chrome.tabs
      .sendMessage(tab.id, { type: STOREFRONT_MESSAGE })
      .catch(() => null)) as StorefrontAnswer | null;
    return isMarketplaceCode(answer?.marketplace) ? answer.marketplace : null;
  },
  async load() {
    const stored = (await chrome.storage.local.get(KEY))[KEY];
    return isMarketplaceCode(stored) ? stored : null;
  },
  save: (marketplace) => (marketplace ? chrome.storage.local.set({ [KEY]: marketplace }) : chrome.storage.local.remove(KEY)),
};
