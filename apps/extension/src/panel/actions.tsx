import type { Product, ShortlistSlim, SupplierSlim } from '@shelfscope/contracts';
import { useEffect, useState } from 'react';
import type { ExtensionClient } from '../lib/client';

type Props = {
  product: Product;
  client: ExtensionClient;
  /** Opens a web-app path in a tab. */
  open: (path: string) => void;
};

type Target = { kind: 'supplier'; item: SupplierSlim } | { kind: 'shortlist'; item: ShortlistSlim };

/** Add to a supplier's product list or a shortlist (choose which), open in the web app, copy ASIN/UPC. */
export function Actions({ product, client, open }: Props) {
  const [suppliers, setSuppliers] = useState<SupplierSlim[]>([]);
  const [shortlists, setShortlists] = useState<ShortlistSlim[]>([]);
  const [choice, setChoice] = useState('');
  const [status, setStatus] = useState<string | null>(null);
  const [isBusy, setBusy] = useState(false);
  useEffect(() => {
    client.suppliers().then(setSuppliers, () => setSuppliers([]));
    client.shortlists().then(setShortlists, () => setShortlists([]));
  }, [client]);

  const targets = new Map<string, Target>([
    ...shortlists.map((s): [string, Target] => [`shortlist:${s.id}`, { kind: 'shortlist', item: s }]),
    ...suppliers.map((s): [string, Target] => [`supplier:${s.id}`, { kind: 'supplier', item: s }]),
  ]);
  const add = async () => {
    const target = targets.get(choice);
    if (!target) return;
    setBusy(true);
    setStatus(null);
    try {
      if (target.kind === 'shortlist') await client.addToShortlist(target.item, product);
      else await client.addToSupplier(target.item.id, product);
      setStatus(`Added to ${target.item.name}.`);
    } catch (error) {
      setStatus(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };
  const upc = product.upc ?? product.associatedUPCs[0] ?? null;
  const copy = (text: string, what: string) =>
    navigator.clipboard.writeText(text).then(
      () => setStatus(`${what} copied.`),
      () => setStatus(`Could not copy the ${what}.`),
    );

  return (
    <section aria-label="Actions" className="ss-actions">
      <div className="ss-row">
        <select aria-label="Add to" value={choice} onChange={(e) => setChoice(e.target.value)}>
          <option value="">Add to…</option>
          {shortlists.length > 0 ? (
            <optgroup label="Shortlists">
              {shortlists.map((s) => (
                <option key={s.id} value={`shortlist:${s.id}`}>
                  {s.name}
                </option>
              ))}
            </optgroup>
          ) : null}
          {suppliers.length > 0 ? (
            <optgroup label="Supplier product lists">
              {suppliers.map((s) => (
                <option key={s.id} value={`supplier:${s.id}`}>
                  {s.name}
                </option>
              ))}
            </optgroup>
          ) : null}
        </select>
        <button type="button" className="ss-primary" disabled={!choice || isBusy} onClick={() => void add()}>
          Add
        </button>
      </div>
      <div className="ss-row">
        <button
          type="button"
          className="ss-chip"
          // The company's own product when the panel shows one (its supplier's cost), else the quick-view item.
          onClick={() => open(product.supplierId ? `/products/${product.id}` : `/quick-view/${product.id}`)}
        >
          Open in ShelfScope
        </button>
        <button type="button" className="ss-chip" onClick={() => void copy(product.asin, 'ASIN')}>
          Copy ASIN
        </button>
        {upc ? (
          <button type="button" className="ss-chip" onClick={() => void copy(upc, 'UPC')}>
            Copy UPC
          </button>
        ) : null}
      </div>
      {status ? (
        <p className="ss-small" role="status">
          {status}
        </p>
      ) : null}
    </section>
  );
}
