import { Alert, Anchor, Breadcrumbs, Button, Card, Grid, Group, Loader, Menu, Stack, Text, Title } from '@mantine/core';
import type { ProductDetail } from '@shelfscope/contracts';
import { IconChevronDown, IconPackages, IconRefresh } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { type ReactNode, useMemo } from 'react';
import { ReadableFigures } from '../readable-figures';
import { AlertsCard } from './alerts-card';
import { AmazonFeesCard } from './amazon-fees-card';
import {
  type AnalysisEndpoints,
  useAnalysisDetail,
  useAnalysisGraph,
  useAnalysisVariations,
  useRefresh,
  useSaveInputs,
  useSettings,
  useSupplierOverride,
} from './api';
import { EligibilityCard } from './eligibility-card';
import { currencyOf } from './format';
import { IdentityCard } from './identity-card';
import { MarketplaceCard } from './marketplace-card';
import { OffersTable } from './offers-table';
import { PriceChart } from './price-chart';
import { PricesCard } from './prices-card';
import { ProfitPanel } from './profit-panel';
import { SalesCard } from './sales-card';
import { SellersAndStock } from './sellers-stock';
import { isVariationParent, VariationParentCard } from './variation-parent';
import { VariationsTable } from './variations-table';

type Props = {
  endpoints: AnalysisEndpoints;
  /** The list page above this one, for the breadcrumbs. */
  parent: { label: string; to: string };
  /** More actions in the header (e.g. add to shortlist), given the loaded product. */
  actions?: (product: ProductDetail) => ReactNode;
  /** A variation parent's variation picked (quick view analyses it), and which is being picked. */
  pickVariation?: { onPick: (asin: string) => void; picking: string | null };
};

/**
 * One analysed product, as the product detail page and the quick-view item page show it:
 * identity and alerts, the live profit panel, the sales picture, the price history, prices and
 * buy box, offers, sellers and stock, and the variation family.
 */
export function AnalysisView(props: Props) {
  return (
    <ReadableFigures>
      <View {...props} />
    </ReadableFigures>
  );
}

function View({ endpoints, parent, actions, pickVariation }: Props) {
  const detail = useAnalysisDetail(endpoints);
  const product = detail.data;
  const crumbs = (
    <Breadcrumbs mb="xs" fz="sm">
      <Anchor component={Link} to={parent.to} size="sm">
        {parent.label}
      </Anchor>
      <Text size="sm" lineClamp={1} maw={480}>
        {product ? product.asin : '…'}
      </Text>
    </Breadcrumbs>
  );
  if (detail.isError) {
    const isGone = 'status' in detail.error && detail.error.status === 404;
    return (
      <>
        {crumbs}
        <Alert color="red" variant="light" role="alert" title={isGone ? 'Not found' : 'The product could not be loaded'}>
          <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
            {isGone ? 'This product does not exist or was deleted.' : detail.error.message}
          </Text>
          <Button mt="sm" size="xs" variant="default" onClick={() => void detail.refetch()}>
            Try again
          </Button>
        </Alert>
      </>
    );
  }
  if (!product)
    return (
      <>
        {crumbs}
        <Group justify="center" p="xl">
          <Loader role="status" size="sm" aria-label="Loading the product" />
        </Group>
      </>
    );
  return (
    <>
      {crumbs}
      <Loaded product={product} endpoints={endpoints} actions={actions} pickVariation={pickVariation} />
    </>
  );
}

function Loaded({
  product,
  endpoints,
  actions,
  pickVariation,
}: { product: ProductDetail } & Pick<Props, 'endpoints' | 'actions' | 'pickVariation'>) {
  const settings = useSettings();
  const variations = useAnalysisVariations(endpoints, product.isVariation || product.variants > 0);
  const refresh = useRefresh(endpoints);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Title order={2} size="h3" maw={820} lineClamp={2}>
          {product.title ?? product.asin}
        </Title>
        <Group gap="xs">
          {actions?.(product)}
          <Menu position="bottom-end">
            <Menu.Target>
              <Button
                variant="default"
                leftSection={<IconRefresh size={16} />}
                rightSection={<IconChevronDown size={14} />}
                loading={refresh.isPending}
              >
                Refresh
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item leftSection={<IconRefresh size={14} />} onClick={() => refresh.mutate(false)}>
                Refresh market data
              </Menu.Item>
              <Menu.Item leftSection={<IconPackages size={14} />} onClick={() => refresh.mutate(true)}>
                Refresh with stock levels
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        </Group>
      </Group>
      {refresh.error ? (
        <Alert color="red" variant="light" role="alert" withCloseButton onClose={() => refresh.reset()}>
          <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
            {refresh.error.message}
          </Text>
        </Alert>
      ) : null}
      {isVariationParent(product) ? (
        <>
          <IdentityCard product={product} units={settings.data?.measurementSystem ?? 0} />
          <VariationParentCard
            product={product}
            variations={variations.data}
            isLoading={variations.isLoading}
            error={variations.error}
            onPick={pickVariation?.onPick}
            picking={pickVariation?.picking ?? null}
          />
        </>
      ) : (
        <Figures product={product} endpoints={endpoints} variations={variations} />
      )}
    </Stack>
  );
}

/** The figures of a product that is sold: profit, sales, prices, offers, sellers and its family. */
function Figures({
  product,
  endpoints,
  variations,
}: {
  product: ProductDetail;
  endpoints: AnalysisEndpoints;
  variations: ReturnType<typeof useAnalysisVariations>;
}) {
  const settings = useSettings();
  const supplier = useSupplierOverride(product.supplierId);
  const graph = useAnalysisGraph(endpoints);
  const save = useSaveInputs(endpoints);
  const sellerNames = useMemo(
    () =>
      new Map(
        [
          ...product.offers.map((o) => [o.sellerId, o.sellerName] as const),
          ...product.sellersData.map((s) => [s.sellerId, s.sellerName] as const),
        ]
          .filter((entry): entry is readonly [string, string] => entry[1] !== null)
          .map(([id, name]) => [id, name]),
      ),
    [product],
  );
  const supplierOverride = product.supplierId === null ? null : (supplier.data ?? null);
  const isPanelReady =
    settings.data !== undefined && (product.supplierId === null || supplier.data !== undefined || supplier.isError);
  return (
    <>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <IdentityCard product={product} units={settings.data?.measurementSystem ?? 0} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <AlertsCard product={product} />
          <EligibilityCard
            asin={product.asin}
            marketplace={product.marketplace}
            fbaFulfillable={product.fbaFulfillable}
            fbaInbound={product.fbaInbound}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 7 }}>
          {settings.isError ? (
            <Alert color="red" variant="light" role="alert" title="Your settings could not be loaded">
              {settings.error.message}
            </Alert>
          ) : isPanelReady && settings.data ? (
            <ProfitPanel
              key={product.versionId}
              product={product}
              settings={settings.data}
              supplierOverride={supplierOverride}
              save={save}
            />
          ) : (
            <Card withBorder padding="xl" radius="md">
              <Loader role="status" size="sm" aria-label="Loading your settings" />
            </Card>
          )}
          <AmazonFeesCard productId={product.id} versionId={product.versionId} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <Stack gap="md">
            <MarketplaceCard product={product} endpoints={endpoints} />
            <SalesCard product={product} />
          </Stack>
        </Grid.Col>
      </Grid>
      <PriceChart
        history={graph.data}
        isLoading={graph.isLoading}
        error={graph.error}
        now={product.versionCreated}
        sellerNames={sellerNames}
        currency={currencyOf(product)}
      />
      <PricesCard product={product} />
      <OffersTable offers={product.offers} currency={currencyOf(product)} />
      <SellersAndStock sellers={product.sellersData} stock={product.stockInfo} />
      <VariationsTable
        asin={product.asin}
        variations={variations.data}
        isLoading={variations.isLoading}
        error={variations.error}
        marketplace={product.marketplace}
        currency={currencyOf(product)}
      />
    </>
  );
}
