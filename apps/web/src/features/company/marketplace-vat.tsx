import { Checkbox, Paper, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { type Company, DEFAULT_MARKETPLACE, MARKETPLACES, type MarketplaceCode } from '@shelfscope/contracts';
import { marketplaceOptions, useMarketplaces } from '../../lib/marketplaces';

/** The company's marketplace and VAT standing, as the profile edits them. */
export type MarketplaceVat = { defaultMarketplace: MarketplaceCode; vatRegistered: boolean; vatNumber: string };

/** A company from before marketplaces has none of the three: amazon.com, not registered (docs/decisions/017). */
export const marketplaceVatOf = (
  c: Partial<Pick<Company, 'defaultMarketplace' | 'vatRegistered' | 'vatNumber'>>,
): MarketplaceVat => ({
  defaultMarketplace: c.defaultMarketplace ?? DEFAULT_MARKETPLACE,
  vatRegistered: c.vatRegistered ?? false,
  vatNumber: c.vatNumber ?? '',
});

/** The fields as `POST /api/Company` takes them: an emptied VAT number clears it. */
export const marketplaceVatInput = (v: MarketplaceVat) => ({
  defaultMarketplace: v.defaultMarketplace,
  vatRegistered: v.vatRegistered,
  vatNumber: v.vatNumber.trim() || null,
});

/**
 * The marketplace new suppliers and the quick view analyse for, and whether the company is VAT
 * registered: a registered seller reclaims the VAT in its costs and does not count the VAT in a
 * sale price as revenue (docs/decisions/017). The VAT number is kept with the profile.
 */
export function MarketplaceVatFields({
  value,
  onChange,
  readOnly,
  errors,
}: {
  value: MarketplaceVat;
  onChange: (next: MarketplaceVat) => void;
  readOnly: boolean;
  errors: Partial<Record<string, string>>;
}) {
  const marketplaces = useMarketplaces();
  const chosen = MARKETPLACES[value.defaultMarketplace];
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="marketplace-vat-title">
      <Title order={3} size="h5" mb="sm" id="marketplace-vat-title">
        Marketplace and VAT
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Select
          label="Default marketplace"
          description={`New suppliers and the quick view are analysed for it, in ${chosen.currency}.`}
          data={marketplaceOptions(marketplaces.data ?? [])}
          value={value.defaultMarketplace}
          readOnly={readOnly}
          allowDeselect={false}
          error={errors.defaultMarketplace ?? (marketplaces.isError ? 'The marketplaces could not be loaded.' : undefined)}
          onChange={(code) => (code ? onChange({ ...value, defaultMarketplace: code as MarketplaceCode }) : undefined)}
        />
        <Stack gap="xs">
          <Checkbox
            label="VAT registered"
            description="Your costs' VAT is reclaimed and the VAT in a sale price is not revenue."
            checked={value.vatRegistered}
            disabled={readOnly}
            onChange={(e) => onChange({ ...value, vatRegistered: e.currentTarget.checked })}
            mt={4}
          />
          <TextInput
            label="VAT number"
            placeholder="e.g. GB123456789"
            maxLength={30}
            value={value.vatNumber}
            readOnly={readOnly}
            disabled={!value.vatRegistered && !value.vatNumber}
            error={errors.vatNumber}
            onChange={(e) => onChange({ ...value, vatNumber: e.currentTarget.value })}
          />
          {chosen.vatApplies ? null : (
            <Text size="xs" c="dimmed">
              {chosen.name} prices are before tax: VAT changes no figure there, only on marketplaces whose prices include it.
            </Text>
          )}
        </Stack>
      </SimpleGrid>
    </Paper>
  );
}
