import type { Offer, Variation } from '@shelfscope/contracts';
import { useEffect, useState } from 'react';
import type { ExtensionClient } from '../lib/client';
import { useMoney } from './money-context';

const fulfilment = (o: Offer) => (o.isAmazon ? 'Amazon' : o.isFBA ? 'FBA' : 'FBM');

/** The offers as last read (`/offers`), and read again with stock levels on Refresh (`/offers-update`). */
export function Offers({ asin, client }: { asin: string; client: ExtensionClient }) {
  const { money } = useMoney();
  const [offers, setOffers] = useState<Offer[] | null>(null);
  const [isRefreshing, setRefreshing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const fail = (e: unknown) => setError(e instanceof Error ? e.message : String(e));
  useEffect(() => {
    client.offers(asin).then(setOffers, (e: unknown) => setError(e instanceof Error ? e.message : String(e)));
  }, [client, asin]);
  const refresh = () => {
    setRefreshing(true);
    setError(null);
    client
      .offersUpdate(asin)
      .then(setOffers, fail)
      .finally(() => setRefreshing(false));
  };
  return (
    <section aria-label="Offers">
      <div className="ss-row ss-between">
        <h3>Offers{offers ? ` (${offers.length})` : ''}</h3>
        <button type="button" className="ss-chip" onClick={refresh} disabled={isRefreshing}>
          {isRefreshing ? 'Refreshing…' : 'Refresh'}
        </button>
      </div>
      {error ? <p className="ss-error ss-small">{error}</p> : null}
      {offers === null ? (
        <p className="ss-muted ss-small">Loading offers…</p>
      ) : (
        <table className="ss-table">
          <thead>
            <tr>
              <th>Seller</th>
              <th>Type</th>
              <th className="ss-num">Price</th>
              <th className="ss-num">Stock</th>
            </tr>
          </thead>
          <tbody>
            {offers.slice(0, 12).map((o) => (
              <tr key={o.offerId}>
                <td>{o.sellerName ?? o.sellerId}</td>
                <td>{fulfilment(o)}</td>
                <td className="ss-num">{money(o.price)}</td>
                <td className="ss-num">{o.stock ?? '–'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

/** The listing's variations (`/variations`); each opens its own product page. */
export function Variations({ asin, client, onPick }: { asin: string; client: ExtensionClient; onPick?: (asin: string) => void }) {
  const [variations, setVariations] = useState<Variation[] | null>(null);
  useEffect(() => {
    client.variations(asin).then(setVariations, () => setVariations([]));
  }, [client, asin]);
  if (!variations || variations.length === 0) return null;
  return (
    <section aria-label="Variations">
      <h3>Variations ({variations.length})</h3>
      <ul className="ss-variations">
        {variations.slice(0, 20).map((v) => (
          <li key={v.asin}>
            <button type="button" className="ss-link" onClick={() => onPick?.(v.asin)} aria-current={v.asin === asin}>
              {v.asin}
            </button>{' '}
            <span className="ss-muted">{v.attributes.map((a) => a.value).join(' · ') || v.title}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
