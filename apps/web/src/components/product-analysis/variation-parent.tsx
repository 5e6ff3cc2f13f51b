import { Alert, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { ProductDetail, Variation } from '@shelfscope/contracts';
import { currencyOf, money } from '../../lib/money';
import { counted } from '../../lib/plural';

/** Keepa's productType of a variation parent (market.ts). */
const VARIATION_PARENT = 5;

/** A variation parent groups its variations and is not sold itself: no price, offers, fees or score. */
export const isVariationParent = (product: Pick<ProductDetail, 'productType'>) => product.productType === VARIATION_PARENT;

type Props = {
  product: ProductDetail;
  variations: Variation[] | undefined;
  isLoading: boolean;
  error: Error | null;
  /** Analyse one variation (quick view); without it the variations are listed to open on the marketplace. */
  onPick?: (asin: string) => void;
  picking: string | null;
};

/**
 * In place of the figures of a variation parent (which has none: an empty price read as "0 FBA
 * offers" and a score of 4 looked like a product): what it is, and its variations to pick from.
 */
export function VariationParentCard({ product, variations, isLoading, error, onPick, picking }: Props) {
  const children = (variations ?? []).filter((v) => v.asin !== product.asin);
  return (
    <Card withBorder padding="md" radius="md" component="section" aria-labelledby="parent-title">
      <Title order={3} size="h5" id="parent-title" mb={4}>
        A variation parent
      </Title>
      <Text size="sm" mb="sm">
        {product.asin} groups {variations ? counted(children.length, 'variation') : 'its variations'} (sizes, colours…). It is not
        sold itself, so it has no price, offers, fees or score.{' '}
        {onPick ? 'Pick the variation you mean to analyse it:' : 'Its variations:'}
      </Text>
      {error ? (
        <Alert color="red" variant="light" role="alert">
          The variations could not be loaded: {error.message}
        </Alert>
      ) : isLoading ? (
        <Loader role="status" size="xs" aria-label="Loading the variations" />
      ) : children.length === 0 ? (
        <Text size="sm" c="dimmed">
          The marketplace lists no variation of it.
        </Text>
      ) : (
        <Stack gap={6} role="list" aria-label="Variations to pick">
          {children.map((v) => (
            <Group key={v.asin} justify="space-between" wrap="nowrap" gap="sm" role="listitem">
              <Stack gap={0} miw={0} style={{ flex: 1 }}>
                <Text size="sm" fw={500} lineClamp={1} title={v.title ?? v.asin}>
                  {v.attributes.length > 0
                    ? v.attributes.map((a) => `${a.dimension}: ${a.value}`).join(' · ')
                    : (v.title ?? v.asin)}
                </Text>
                <Text size="xs" c="dimmed" ff="monospace">
                  {v.asin} · buy box {money(v.buyBoxCurrent, currencyOf(product))} · {counted(v.offersCount ?? 0, 'offer')}
                </Text>
              </Stack>
              {onPick ? (
                <Button
                  size="xs"
                  variant="light"
                  loading={picking === v.asin}
                  disabled={picking !== null && picking !== v.asin}
                  onClick={() => onPick(v.asin)}
                  aria-label={`Analyse ${v.asin}`}
                  style={{ flexShrink: 0 }}
                >
                  Analyse
                </Button>
              ) : null}
            </Group>
          ))}
        </Stack>
      )}
    </Card>
  );
}
