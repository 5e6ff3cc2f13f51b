import { Alert, Checkbox, Select, SimpleGrid, Stack } from '@mantine/core';
import {
  CURRENCY_CODES,
  type CurrencyCode,
  DEFAULT_MARKETPLACE,
  MARKETPLACES,
  type MarketplaceCode,
  type Supplier,
} from '@shelfscope/contracts';
import { marketplaceOptions, useMarketplaces } from '../../lib/marketplaces';
import { counted } from '../../lib/plural';

/**
 * Where a supplier's products are sold and how it quotes: `marketplace` null on a new supplier
 * until chosen (the company's default is shown and sent); `currency` null follows the marketplace's.
 */
export type Selling = { marketplace: MarketplaceCode | null; currency: CurrencyCode | null; costsIncludeVat: boolean };

const isCurrency = (c: string | null | undefined): c is CurrencyCode =>
  (CURRENCY_CODES as readonly (string | null | undefined)[]).includes(c);

export const sellingOf = (s: Supplier | null | undefined): Selling =>
  s
    ? {
        marketplace: s.marketplace ?? DEFAULT_MARKETPLACE,
        // A currency equal to the marketplace's follows it (the server keeps it as null).
        currency:
          isCurrency(s.currency) && s.currency !== MARKETPLACES[s.marketplace ?? DEFAULT_MARKETPLACE].currency
            ? s.currency
            : null,
        costsIncludeVat: s.costsIncludeVat ?? false,
      }
    : { marketplace: null, currency: null, costsIncludeVat: false };

/**
 * The fields as `POST`/`PUT /api/Supplier` take them. A new supplier sends only what was chosen
 * (left out, the server takes the company's default marketplace and its currency); an edit sends
 * all three, a null currency following the marketplace.
 */
export function sellingInput(s: Selling, isNew: boolean) {
  if (!isNew) return { marketplace: s.marketplace ?? undefined, currency: s.currency, costsIncludeVat: s.costsIncludeVat };
  return {
    ...(s.marketplace ? { marketplace: s.marketplace } : {}),
    ...(s.currency ? { currency: s.currency } : {}),
    ...(s.costsIncludeVat ? { costsIncludeVat: true } : {}),
  };
}

const CURRENCY_OPTIONS = CURRENCY_CODES.map((c) => ({ value: c, label: c }));

/**
 * The supplier's marketplace (the company's by default), the currency it quotes in (the
 * marketplace's by default) and whether its prices include VAT. Changing the marketplace of a
 * supplier with products says that they will be analysed again.
 */
export function SupplierSellingFields({
  value,
  onChange,
  companyDefault,
  supplier,
  errors,
}: {
  value: Selling;
  onChange: (next: Selling) => void;
  companyDefault: MarketplaceCode;
  /** The supplier being edited; none on create. */
  supplier?: Supplier | null;
  errors: Partial<Record<string, string>>;
}) {
  const marketplaces = useMarketplaces();
  const marketplace = value.marketplace ?? companyDefault;
  const own = MARKETPLACES[marketplace];
  const isMoved = Boolean(supplier && supplier.marketplace !== marketplace);
  return (
    <Stack gap="xs">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Select
          label="Marketplace"
          description="Its products are analysed for this marketplace."
          data={marketplaceOptions(marketplaces.data ?? [])}
          value={marketplace}
          allowDeselect={false}
          error={errors.marketplace}
          onChange={(code) => (code ? onChange({ ...value, marketplace: code as MarketplaceCode }) : undefined)}
          comboboxProps={{ withinPortal: true }}
        />
        <Select
          label="Currency"
          description={`The currency of its prices; ${own.currency}, the marketplace's, unless it quotes in another.`}
          data={CURRENCY_OPTIONS}
          value={value.currency ?? own.currency}
          searchable
          allowDeselect={false}
          error={errors.currency}
          onChange={(c) => onChange({ ...value, currency: isCurrency(c) && c !== own.currency ? c : null })}
          comboboxProps={{ withinPortal: true }}
        />
      </SimpleGrid>
      <Checkbox
        label="Prices include VAT"
        description="Its price lists' costs carry VAT, which the analysis takes out (and reclaims if you are VAT registered)."
        checked={value.costsIncludeVat}
        onChange={(e) => onChange({ ...value, costsIncludeVat: e.currentTarget.checked })}
      />
      {isMoved && supplier ? (
        <Alert variant="light" color="yellow" role="status" py={8}>
          {supplier.productsCount > 0
            ? `Its ${counted(supplier.productsCount, 'product')} will be analysed again for ${own.name}, in ${own.currency}.`
            : `Its products will be analysed for ${own.name}, in ${own.currency}.`}
        </Alert>
      ) : null}
    </Stack>
  );
}
