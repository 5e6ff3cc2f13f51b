import { alertWords, MARKETPLACES, type Product } from '@shelfscope/contracts';
import type { ReactNode } from 'react';
import { count, percent, rank } from '../../../web/src/components/product-analysis/format';
import { useMoney } from './money-context';

/** One labelled figure; `testId` lets tests and the benchmark find it. */
export function Figure({ label, value, testId, tone }: { label: string; value: ReactNode; testId?: string; tone?: string }) {
  return (
    <div className="ss-figure">
      <span className="ss-label">{label}</span>
      <span className={`ss-value${tone ? ` ss-${tone}` : ''}`} data-testid={testId}>
        {value}
      </span>
    </div>
  );
}

/** Who holds the buy box, in the words sellers use. */
export function buyBoxHolder(p: Product): string {
  if (!p.hasBuyBox) return 'No buy box';
  if (p.buyBoxIsAmazon) return 'Amazon';
  const kind = p.buyBoxIsFba ? 'FBA' : p.buyBoxIsFbm ? 'FBM' : 'Seller';
  return p.buyBoxSellerName ? `${kind} · ${p.buyBoxSellerName}` : kind;
}

export function MarketFigures({ product: p }: { product: Product }) {
  const { money } = useMoney();
  return (
    <section className="ss-grid" aria-label="Market">
      <Figure label="Buy box" value={money(p.buyBoxCurrent)} testId="buy-box" />
      <Figure label="Held by" value={buyBoxHolder(p)} testId="buy-box-holder" />
      <Figure label="Sales rank" value={rank(p.bsrCurrent)} testId="bsr" />
      <Figure label="Rank avg 30 / 90 d" value={`${rank(p.bsrAvg30)} / ${rank(p.bsrAvg90)}`} testId="bsr-averages" />
      <Figure label="Est. monthly sales" value={count(p.salesEstimate)} testId="sales-estimate" />
      <Figure label="Offers FBA / FBM" value={`${p.fbaOffersCount} / ${p.fbmOffersCount}`} testId="offer-counts" />
    </section>
  );
}

const toneOf = (value: number | null) => (value === null ? undefined : value < 0 ? 'bad' : 'good');

export function ProfitFigures({ product: p }: { product: Product }) {
  const { money } = useMoney();
  return (
    <section className="ss-grid" aria-label="Profit">
      <Figure label="Sell price" value={money(p.selectedBuyBoxValue)} testId="sell-price" />
      <Figure
        label={`Referral fee${p.referralFeePercentage === null ? '' : ` (${percent(p.referralFeePercentage)})`}`}
        value={money(p.referralFee)}
        testId="referral-fee"
      />
      <Figure label="Fulfilment fee" value={money(p.fulfillmentFee)} testId="fulfillment-fee" />
      <Figure label="Inbound fee" value={money(p.inboundFees)} testId="inbound-fee" />
      {p.storageFee != null && p.storageFee > 0 ? (
        <Figure label={`Storage (${p.monthsInStock ?? 1} mo)`} value={money(p.storageFee)} testId="storage-fee" />
      ) : null}
      <Figure label="Profit" value={money(p.profitLoss)} testId="profit" tone={toneOf(p.profitLoss)} />
      <Figure label="ROI" value={percent(p.roi)} testId="roi" tone={toneOf(p.roi)} />
      <Figure label="Margin" value={percent(p.margin)} testId="margin" tone={toneOf(p.margin)} />
      <Figure label="Break-even" value={money(p.breakEven)} testId="break-even" />
      <Figure
        label={`Max cost for ${p.targetROI === null ? 'target' : percent(p.targetROI)} ROI`}
        value={money(p.maxCost)}
        testId="max-cost"
      />
    </section>
  );
}

/**
 * The VAT split where the marketplace's prices carry VAT (docs/marketplaces.md): what is in the
 * price, the cost and Amazon's fees, and whether the seller keeps or pays it (registered or not).
 */
export function VatFigures({ product: p }: { product: Product }) {
  const { money } = useMoney();
  if (p.vatRate == null) return null;
  const tax = (p.marketplace && MARKETPLACES[p.marketplace].taxName) || 'VAT';
  return (
    <section className="ss-grid" aria-label={`${tax} split`}>
      <Figure label={`Price ex-${tax}`} value={money(p.priceExVat ?? null)} testId="price-ex-vat" />
      <Figure label={`${tax} on sale (${percent(p.vatRate)})`} value={money(p.vatOnSale ?? null)} testId="vat-on-sale" />
      <Figure label={`${tax} on cost`} value={money(p.vatOnCost ?? null)} testId="vat-on-cost" />
      <Figure label={`${tax} on fees`} value={money(p.vatOnFees ?? null)} testId="vat-on-fees" />
      <Figure
        label="Your position"
        value={p.vatRegistered ? 'Registered: reclaimed' : 'Not registered: a cost'}
        testId="vat-position"
      />
    </section>
  );
}

const SCORE_WORDS = ['unknown', 'very weak', 'weak', 'poor', 'moderate', 'good'];

/** A 1..5 score level through the member's thresholds, coloured as in the web app. */
function Score({ label, value }: { label: string; value: number | null }) {
  const level = value ?? 0;
  return (
    <span
      role="img"
      className={`ss-score ss-level-${level}`}
      title={`${label}: ${SCORE_WORDS[level]}`}
      aria-label={`${label} ${value ?? 'unknown'} of 5`}
    >
      {label} <b>{value ?? '–'}</b>
    </span>
  );
}

export function Scores({ product: p }: { product: Product }) {
  return (
    <section className="ss-scores" aria-label="Scores">
      <Score label="Astro" value={p.astroScore} />
      <Score label="ROI" value={p.roiScore} />
      <Score label="Margin" value={p.marginScore} />
      <Score label="Profit" value={p.profitLossScore} />
      <Score label="Break-even" value={p.breakEvenStrengthScore} />
      <Score label="Sales" value={p.salesEstimateScore} />
      <Score label="Rank" value={p.astroBsr} />
      <Score label="Amazon 90 d" value={p.amazonInStockScore90} />
    </section>
  );
}

/**
 * The reasons to look twice, in the same words as the web app (alertWords: brand with IP
 * complaints, hazmat, meltable, oversize, Amazon or the brand on the listing).
 */
export function Alerts({ product }: { product: Product }) {
  const lines = alertWords(product);
  if (lines.length === 0) return <p className="ss-ok ss-small">No alerts.</p>;
  return (
    <ul className="ss-alerts" aria-label="Alerts">
      {lines.map((line) => (
        <li key={line.key} title={line.detail}>
          {line.label}
        </li>
      ))}
    </ul>
  );
}
