import { MARKETPLACE_CODES, MARKETPLACES } from '@shelfscope/contracts';
import { useEffect, useState } from 'react';
import { isMarketplaceCode, type LookupMarketplace } from '../lib/lookup-marketplace';

/**
 * The marketplace the toolbar popup looks codes up on when the tab is not an Amazon storefront
 * (on one, the storefront's wins): one the member picks, or the company's default.
 */
export function LookupDefault({ store }: { store: Pick<LookupMarketplace, 'load' | 'save'> }) {
  const [value, setValue] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  useEffect(() => {
    store.load().then(
      (code) => setValue(code ?? ''),
      () => setValue(''),
    );
  }, [store]);
  return (
    <section className="ss-card" aria-labelledby="ss-lookup-title">
      <h3 id="ss-lookup-title">Popup lookups</h3>
      <label htmlFor="ss-lookup-marketplace">Marketplace when the tab is not an Amazon storefront</label>
      <select
        id="ss-lookup-marketplace"
        value={value ?? ''}
        disabled={value === null}
        onChange={(e) => {
          const next = e.target.value;
          setValue(next);
          setSaved(false);
          void store.save(isMarketplaceCode(next) ? next : null).then(() => setSaved(true));
        }}
      >
        <option value="">Your company’s default</option>
        {MARKETPLACE_CODES.map((code) => (
          <option key={code} value={code}>
            {`${MARKETPLACES[code].name} (${MARKETPLACES[code].currency})`}
          </option>
        ))}
      </select>
      <p className="ss-muted ss-small">On an Amazon product page the popup uses that storefront’s marketplace.</p>
      {saved ? <p role="status">Saved.</p> : null}
    </section>
  );
}
