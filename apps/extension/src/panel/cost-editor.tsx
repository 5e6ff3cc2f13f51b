import type { Product } from '@shelfscope/contracts';
import { useEffect, useState } from 'react';
import { OVERRIDE_VALUES } from '../../../web/src/features/shortlists/overrides';
import type { CostField, ExtensionClient } from '../lib/client';
import { useMoney } from './money-context';
import { useDebouncedSave } from './use-debounced';

/** A typed number, or null for an empty box (the API's "clear"); undefined when not a number. */
export function parseAmount(text: string): number | null | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const value = Number(trimmed);
  return Number.isFinite(value) && value >= 0 ? value : undefined;
}

type Props = {
  product: Product;
  client: ExtensionClient;
  /** The analysis the server answered after a save. */
  onSaved: (product: Product) => void;
};

function AmountInput({
  field,
  label,
  initial,
  step,
  asin,
  client,
  onSaved,
}: Omit<Props, 'product'> & {
  field: CostField;
  label: string;
  initial: number | null;
  step: string;
  asin: string;
}) {
  // Money as money ("0.50", not "0.5"); the pack, and yen, as the whole numbers they are.
  const [text, setText] = useState(initial === null ? '' : step === '1' ? String(initial) : initial.toFixed(2));
  const [problem, setProblem] = useState<string | null>(null);
  useDebouncedSave(text, (value) => {
    const amount = parseAmount(value);
    if (amount === undefined || (field === 'quantityPack' && (amount === null || !Number.isInteger(amount) || amount < 1))) {
      setProblem(field === 'quantityPack' ? 'A whole number from 1' : 'A number from 0');
      return;
    }
    setProblem(null);
    client
      .setCost(asin, field, amount)
      .then(onSaved, (error: unknown) => setProblem(error instanceof Error ? error.message : String(error)));
  });
  const id = `ss-${field}`;
  return (
    <div className="ss-input">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        inputMode="decimal"
        type="number"
        min="0"
        step={step}
        value={text}
        onChange={(e) => setText(e.target.value)}
        aria-invalid={problem !== null}
      />
      {problem ? <span className="ss-error ss-small">{problem}</span> : null}
    </div>
  );
}

/** The name of the supplier whose product the panel shows (null while unknown or for the quick view). */
function useSupplierName(client: ExtensionClient, supplierId: string | null): string | null {
  const [name, setName] = useState<string | null>(null);
  useEffect(() => {
    if (!supplierId) return;
    let live = true;
    client.suppliers().then(
      (list) => live && setName(list.find((s) => s.id === supplierId)?.name ?? null),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [client, supplierId]);
  return supplierId ? name : null;
}

/** Cost, preparation cost and pack quantity (saved 600 ms after the last keystroke) and the buy-box override. */
export function CostEditor({ product, client, onSaved }: Props) {
  const [override, setOverride] = useState(product.override);
  const [custom, setCustom] = useState(product.overrideCustomValue === null ? '' : String(product.overrideCustomValue));
  const [problem, setProblem] = useState<string | null>(null);
  useDebouncedSave(`${override}|${custom}`, () => {
    const value = parseAmount(custom);
    if (override === 5 && (value === null || value === undefined || value <= 0)) {
      setProblem('Enter the custom price');
      return;
    }
    setProblem(null);
    client
      .setOverride(product.asin, override, override === 5 ? (value ?? null) : null)
      .then(onSaved, (error: unknown) => setProblem(error instanceof Error ? error.message : String(error)));
  });
  const shared = { asin: product.asin, client, onSaved };
  const { symbol, step } = useMoney();
  const supplier = useSupplierName(client, product.supplierId);
  return (
    <section className="ss-costs" aria-label="Your costs">
      <p className="ss-muted ss-small ss-wide" data-testid="cost-source">
        {product.supplierId
          ? `Your cost from ${supplier ?? 'your supplier'}: edits change that product.`
          : 'Not in your supplier lists: the cost is for this quick look.'}
      </p>
      <AmountInput {...shared} field="cost" label={`Cost (${symbol} a pack)`} initial={product.cost} step={step} />
      <AmountInput
        {...shared}
        field="preparationCost"
        label={`Prep cost (${symbol})`}
        initial={product.preparationCost}
        step={step}
      />
      <AmountInput {...shared} field="quantityPack" label="Pack qty" initial={product.quantityPack} step="1" />
      <div className="ss-input ss-wide">
        <label htmlFor="ss-override">Sell price from</label>
        <select id="ss-override" value={override} onChange={(e) => setOverride(Number(e.target.value))}>
          {OVERRIDE_VALUES.map((o) => (
            <option key={o.value} value={o.value} title={o.help}>
              {o.label}
            </option>
          ))}
        </select>
        {override === 5 ? (
          <input
            aria-label={`Custom price (${symbol})`}
            type="number"
            min="0"
            step={step}
            value={custom}
            onChange={(e) => setCustom(e.target.value)}
          />
        ) : null}
        {problem ? <span className="ss-error ss-small">{problem}</span> : null}
      </div>
    </section>
  );
}
