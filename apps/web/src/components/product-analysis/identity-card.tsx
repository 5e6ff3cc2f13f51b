import { Anchor, Badge, Box, Card, Group, Image, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ProductDetail } from '@shelfscope/contracts';
import { IconExternalLink, IconPhotoOff } from '@tabler/icons-react';
import { useState } from 'react';
import { marketplaceUrl } from '../../lib/marketplaces';
import { costCurrencyOf, packCostText, packCostTitle } from '../../lib/money';
import { counted } from '../../lib/plural';
import { Field } from './field';
import { count, dateTime, dimensions, type MeasurementSystem, stars, weight } from './format';
import { isVariationParent } from './variation-parent';

/** The marketplace's page for an ASIN (US marketplace). */

/** Who the product is: picture, title, brand, codes, category, variation family, size and supplier fields. */
export function IdentityCard({ product: p, units }: { product: ProductDetail; units: MeasurementSystem }) {
  const [imageFailed, setImageFailed] = useState(false);
  const codes = [...p.associatedUPCs.map((c) => `UPC ${c}`), ...p.associatedEANs.map((c) => `EAN ${c}`)];
  return (
    <Card withBorder padding="md" radius="md">
      <Group align="flex-start" gap="md" wrap="nowrap">
        <Box w={112} h={112} style={{ flexShrink: 0 }}>
          {p.image && !imageFailed ? (
            <Image
              src={p.image}
              alt={p.title ?? p.asin}
              w={112}
              h={112}
              fit="contain"
              radius="sm"
              onError={() => setImageFailed(true)}
            />
          ) : (
            <Box
              w={112}
              h={112}
              bg="var(--mantine-color-default-hover)"
              style={{ display: 'grid', placeItems: 'center', borderRadius: 'var(--mantine-radius-sm)' }}
              aria-label="No picture"
              role="img"
            >
              <IconPhotoOff size={28} stroke={1.4} color="var(--mantine-color-dimmed)" />
            </Box>
          )}
        </Box>
        <Stack gap={6} style={{ minWidth: 0, flex: 1 }}>
          {p.description ? (
            <Text size="sm" lineClamp={2} title={p.description}>
              {p.description}
            </Text>
          ) : null}
          <Group gap="xs" wrap="wrap">
            <Anchor href={marketplaceUrl(p.asin, p.marketplace)} target="_blank" rel="noreferrer" size="sm" ff="monospace">
              <Group gap={4} wrap="nowrap" component="span">
                {p.asin}
                <IconExternalLink size={14} aria-label="opens the marketplace page" />
              </Group>
            </Anchor>
            {p.brand ? (
              <Badge variant="default" style={{ textTransform: 'none' }}>
                {p.brand}
              </Badge>
            ) : null}
            {isVariationParent(p) ? (
              <Badge variant="light" color="blue" style={{ textTransform: 'none' }}>
                Parent of {counted(p.variants, 'variation')}
              </Badge>
            ) : p.isVariation ? (
              <Badge variant="light" color="blue" style={{ textTransform: 'none' }}>
                Variation of {p.parentAsin ?? 'a parent'} · {counted(p.variants, 'variant')}
              </Badge>
            ) : null}
            {p.shortlistNames.map((name) => (
              <Badge key={name} variant="light" color="teal" style={{ textTransform: 'none' }}>
                {name}
              </Badge>
            ))}
          </Group>
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {p.categoryTree.length > 0 ? p.categoryTree.join(' › ') : (p.category ?? 'No category')}
          </Text>
        </Stack>
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }} spacing="xs" verticalSpacing={6} mt="md">
        <Field label="Codes" value={codes.length > 0 ? codes.join(', ') : '–'} />
        <Field label="Manufacturer" value={p.manufacturer ?? '–'} />
        <Field label="Model / part" value={[p.model, p.partNumber].filter(Boolean).join(' / ') || '–'} />
        <Field label="Package" value={dimensions(p.packageLength, p.packageWidth, p.packageHeight, units)} />
        <Field label="Package weight" value={weight(p.packageWeight, units)} />
        <Field label="Size tier" value={p.sizeTier ?? '–'} />
        <Field label="Units in listing" value={count(p.packageQuantity)} />
        <Field label="Rating" value={p.rating === null ? '–' : `${stars(p.rating)} (${count(p.ratingsCount)})`} />
        <Field label="Reviews" value={count(p.reviewsCount)} />
        {p.supplierUPC ? <Field label="Supplier UPC" value={p.supplierUPC} /> : null}
        {p.itemNumber ? <Field label="Item number" value={p.itemNumber} /> : null}
        {p.supplierId && p.cost !== null ? (
          <Field
            label="Supplier pack"
            value={packCostText(p.cost, p.quantityPack, costCurrencyOf(p))}
            hint={packCostTitle(p.cost, p.quantityPack, costCurrencyOf(p))}
          />
        ) : null}
        {p.supplierUrl && /^https?:\/\//i.test(p.supplierUrl) ? (
          <Field
            label="Supplier link"
            value={
              <Anchor href={p.supplierUrl} target="_blank" rel="noreferrer" size="sm">
                {hostOf(p.supplierUrl)}
              </Anchor>
            }
          />
        ) : null}
        {p.supplierDescription ? <Field label="Supplier description" value={p.supplierDescription} /> : null}
        <Field label="Market data read" value={dateTime(p.updated)} />
        <Field label="Analysed" value={dateTime(p.versionCreated)} />
      </SimpleGrid>
    </Card>
  );
}

/** A link's host, to name it ("supplier.example"); the link itself when it does not parse. */
function hostOf(url: string): string {
  try {
    return new URL(url).hostname || url;
  } catch {
    return url;
  }
}
