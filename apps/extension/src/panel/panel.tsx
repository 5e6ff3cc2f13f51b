import type { MarketplaceCode, Product } from '@shelfscope/contracts';
import type { ExtensionClient } from '../lib/client';
import { marketplaceLabel, productMoney } from '../lib/money';
import { Actions } from './actions';
import { CostEditor } from './cost-editor';
import { ErrorText } from './error-text';
import { Alerts, MarketFigures, ProfitFigures, Scores, VatFigures } from './figures';
import { Offers, Variations } from './lists';
import { MoneyContext } from './money-context';
import { PriceChart } from './price-chart';
import { SellerLine } from './seller-line';
import { PlanMessage } from './shell';
import { useProduct } from './use-product';

/**
 * The product image's address: the server's images are relative to it. An http image is left
 * out on an https page (a development server), which would block it as mixed content.
 */
export function imageUrl(image: string | null, serverUrl: string): string | null {
  if (!image) return null;
  try {
    const url = new URL(image, serverUrl);
    return globalThis.location?.protocol === 'https:' && url.protocol !== 'https:' ? null : url.href;
  } catch {
    return null;
  }
}

export type PanelProps = {
  asin: string;
  client: ExtensionClient;
  serverUrl: string;
  /** Opens a web-app path in a tab. */
  open: (path: string) => void;
  /** Another ASIN chosen among the variations (the content script follows the page instead). */
  onPickAsin?: (asin: string) => void;
  /** The storefront's marketplace (the client asks for it); the product's own, as the server says, wins. */
  marketplace?: MarketplaceCode;
};

/** One ASIN at a glance: market, profit with the member's costs, scores, alerts, history, offers and actions. */
export function Panel({ asin, client, serverUrl, open, onPickAsin, marketplace }: PanelProps) {
  const { state, replace } = useProduct(client, asin);
  if (state.status === 'loading')
    return (
      <p className="ss-muted" aria-busy="true">
        Analysing {asin}…
      </p>
    );
  if (state.status === 'error') {
    if (state.httpStatus === 403) return <PlanMessage serverUrl={serverUrl} plan={null} />;
    return <ErrorText message={state.message} />;
  }
  const p: Product = state.product;
  const image = imageUrl(p.image, serverUrl);
  const money = productMoney(p, marketplace ?? client.marketplace);
  return (
    <MoneyContext.Provider value={money}>
      <article className="ss-panel" aria-label={`ShelfScope: ${asin}`} data-testid="shelfscope-panel">
        <header className="ss-head">
          {image ? <img src={image} alt="" width={48} height={48} /> : null}
          <div>
            <h2 title={p.title ?? ''}>{p.title ?? asin}</h2>
            <p className="ss-muted ss-small">
              {asin}
              {p.brand ? ` · ${p.brand}` : ''}
              {p.category ? ` · ${p.category}` : ''}
            </p>
            <p className="ss-muted ss-small" data-testid="marketplace">
              {marketplaceLabel(money)}
            </p>
          </div>
        </header>
        <MarketFigures product={p} />
        <CostEditor key={p.asin} product={p} client={client} onSaved={replace} />
        <ProfitFigures product={p} />
        <VatFigures product={p} />
        <Scores product={p} />
        <Alerts product={p} />
        <SellerLine product={p} client={client} open={open} />
        <PriceChart asin={asin} client={client} />
        {p.isVariation || p.parentAsin ? (
          <Variations asin={asin} client={client} {...(onPickAsin ? { onPick: onPickAsin } : {})} />
        ) : null}
        <Offers asin={asin} client={client} />
        <Actions product={p} client={client} open={open} />
      </article>
    </MoneyContext.Provider>
  );
}
