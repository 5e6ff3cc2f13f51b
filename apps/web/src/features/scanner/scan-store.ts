import { LookupRow, Product } from '@shelfscope/contracts';
import { z } from 'zod';

/**
 * What a card shows of a product: the quick view's own fields, picked so a day of scans fits in
 * the browser's storage (a whole product is several kB more) and read back through the schema.
 */
export const CardProduct = Product.pick({
  id: true,
  asin: true,
  title: true,
  image: true,
  upc: true,
  marketplace: true,
  currency: true,
  cost: true,
  buyBoxCurrent: true,
  selectedBuyBoxValue: true,
  bsrCurrent: true,
  salesEstimate: true,
  fbaFeesTotal: true,
  referralFee: true,
  profitLoss: true,
  roi: true,
  margin: true,
  targetROI: true,
  maxCost: true,
  fulfilment: true,
  // What alertWords reads.
  hasAlert: true,
  alert: true,
  alertThreatLevel: true,
  alertReasons: true,
  hazards: true,
  isHazmat: true,
  isMeltable: true,
  sizeTier: true,
  isAmazonSeller: true,
  buyBoxIsAmazon: true,
  isBrandSeller: true,
  isValid: true,
});
export type CardProduct = z.infer<typeof CardProduct>;

/** Where a scan is: waiting for a connection, being looked up, answered, or needing the seller. */
export const SCAN_STATUSES = ['queued', 'looking', 'found', 'pick', 'not-found', 'failed'] as const;
export type ScanStatus = (typeof SCAN_STATUSES)[number];

/** One code scanned or typed, with its latest answer. */
export const ScanEntry = z.object({
  code: z.string(),
  /** When it was first scanned (ISO). */
  scannedAt: z.string(),
  /** The shelf price it is costed at, in the product's marketplace currency; null: none typed. */
  price: z.number().nullable(),
  status: z.enum(SCAN_STATUSES),
  product: CardProduct.nullable(),
  /** When `product`'s figures were read from the server (ISO). */
  fetchedAt: z.string().nullable(),
  /** The products a code matches when it matches several ('pick'). */
  candidates: z.array(LookupRow),
  /** Why there is no answer, in words ('not-found', 'failed'). */
  problem: z.string().nullable(),
  /** The shortlist it was added to, by name. */
  shortlistedIn: z.string().nullable(),
});
export type ScanEntry = z.infer<typeof ScanEntry>;

const Stored = z.array(ScanEntry);
/** A day is a few hundred scans at most; beyond this the oldest answered ones go first. */
export const MAX_KEPT = 500;

/** The member's scans are theirs: one key per member, so a shared phone never mixes two. */
export const storageKey = (memberId: string) => `shelfscope-scans:${memberId}`;

/** The local day of an ISO time, YYYY-MM-DD: "scanned today" is the seller's today. */
export const localDay = (iso: string | Date) => {
  const d = new Date(iso);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

/**
 * The member's kept scans: today's, and any older one still waiting for a connection (a queued
 * scan is never dropped). Unreadable storage (another version's shape, blocked) reads as none.
 */
export function loadScans(storage: Storage, memberId: string, now = new Date()): ScanEntry[] {
  try {
    const parsed = Stored.safeParse(JSON.parse(storage.getItem(storageKey(memberId)) ?? '[]'));
    if (!parsed.success) return [];
    const today = localDay(now);
    return parsed.data.filter((e) => e.status === 'queued' || localDay(e.scannedAt) === today);
  } catch {
    return [];
  }
}

/** Keeps the scans (newest first), the oldest answered ones dropped past MAX_KEPT. */
export function saveScans(storage: Storage, memberId: string, entries: readonly ScanEntry[]): void {
  const kept = entries.length <= MAX_KEPT ? entries : entries.filter((e, i) => i < MAX_KEPT || e.status === 'queued');
  try {
    storage.setItem(storageKey(memberId), JSON.stringify(kept));
  } catch {
    // Storage full or blocked: the scans stay on screen for this visit, only not across reloads.
  }
}

/** A new scan of `code` at `price`, queued until it is looked up. */
export const newScan = (code: string, price: number | null, now = new Date()): ScanEntry => ({
  code,
  scannedAt: now.toISOString(),
  price,
  status: 'queued',
  product: null,
  fetchedAt: null,
  candidates: [],
  problem: null,
  shortlistedIn: null,
});
