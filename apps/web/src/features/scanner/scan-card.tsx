import { Alert, Anchor, Button, Group, Image, Loader, NumberInput, Paper, Stack, Text } from '@mantine/core';
import { IconCloudOff, IconListCheck } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { CandidateList } from '../../components/product-grid/candidate-list';
import { thumbnailOf } from '../../components/product-grid/thumbnail';
import { formatDateTime } from '../../lib/locale';
import { currencyOf, currencySymbol } from '../../lib/money';
import { ScanFigures } from './scan-figures';
import type { ScanEntry } from './scan-store';

/** The shortlist a card adds to in one tap, and how that went. */
export type ShortlistAction = { name: string; onAdd: () => void; isPending: boolean; error: string | null };

type Props = {
  entry: ScanEntry;
  /** Whether the figures were read from the server in this visit (else: the kept copy). */
  isFresh: boolean;
  onPrice: (price: number) => void;
  onPick: (asin: string) => void;
  onRetry: () => void;
  shortlist: ShortlistAction | null;
};

/** What the card says while there are no figures, or beside kept ones. */
function StatusLine({ entry, isFresh, onRetry }: Pick<Props, 'entry' | 'isFresh' | 'onRetry'>) {
  if (entry.status === 'looking')
    return (
      <Group gap="xs">
        <Loader size="xs" />
        <Text size="sm">Looking up {entry.code}…</Text>
      </Group>
    );
  if (entry.status === 'queued')
    return (
      <Alert variant="light" color="gray" icon={<IconCloudOff size={16} />} p="xs">
        No connection: {entry.code} is looked up as soon as you are back online.
      </Alert>
    );
  if (entry.status === 'not-found' || entry.status === 'failed')
    return (
      <Alert variant="light" color={entry.status === 'failed' ? 'red' : 'gray'} p="xs" role="alert">
        <Text size="sm">{entry.problem}</Text>
        {entry.status === 'failed' ? (
          <Button size="compact-xs" variant="default" mt={4} onClick={onRetry}>
            Try again
          </Button>
        ) : null}
      </Alert>
    );
  if (entry.product && !isFresh && entry.fetchedAt)
    return (
      <Text size="xs" c="dimmed">
        From cache: figures of {formatDateTime(entry.fetchedAt)}.
      </Text>
    );
  return null;
}

/** A scan's compact card: what the product is and whether it pays at the shelf price. */
export function ScanCard({ entry, isFresh, onPrice, onPick, onRetry, shortlist }: Props) {
  const { product } = entry;
  const [pick, setPick] = useState<string | null>(null);
  const [price, setPrice] = useState<number | string>(entry.price ?? '');
  const currency = currencyOf(product);
  const commitPrice = () => {
    const value = typeof price === 'number' ? price : Number.parseFloat(price);
    if (Number.isFinite(value) && value >= 0 && value !== entry.price) onPrice(value);
  };

  return (
    <Paper withBorder radius="md" p="sm" aria-label={`Scan ${entry.code}`} role="region" data-code={entry.code}>
      <Stack gap="xs">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          {product?.image ? <Image src={thumbnailOf(product.image, 128)} alt="" w={64} h={64} fit="contain" radius="sm" /> : null}
          <div style={{ minWidth: 0 }}>
            <Text fw={600} size="sm" lineClamp={2} ff={product ? undefined : 'monospace'}>
              {product?.title ?? entry.code}
            </Text>
            {product ? (
              <Text size="xs" c="dimmed" ff="monospace">
                {product.asin} · {entry.code}
              </Text>
            ) : null}
          </div>
        </Group>
        <StatusLine entry={entry} isFresh={isFresh} onRetry={onRetry} />
        {entry.status === 'pick' ? (
          <>
            <CandidateList
              label={`${entry.code} matches ${entry.candidates.length} products: pick one`}
              candidates={entry.candidates}
              value={pick}
              onChange={setPick}
            />
            <Button size="xs" disabled={!pick} onClick={() => pick && onPick(pick)}>
              Show {pick ?? 'the one picked'}
            </Button>
          </>
        ) : null}
        {product ? <ScanFigures product={product} /> : null}
        <form
          onSubmit={(e) => {
            e.preventDefault();
            commitPrice();
          }}
        >
          <NumberInput
            label="Shelf price"
            description="What the store asks: profit and ROI are at this cost"
            size="xs"
            prefix={currencySymbol(currency)}
            decimalScale={2}
            min={0}
            allowNegative={false}
            value={price}
            onChange={setPrice}
            onBlur={commitPrice}
          />
        </form>
        {product ? (
          <Group gap="xs" justify="space-between">
            <Anchor component={Link} to={`/quick-view/${product.id}`} size="sm">
              Full product view
            </Anchor>
            {shortlist ? (
              entry.shortlistedIn ? (
                <Text size="sm" c="var(--pa-good)" role="status">
                  On {entry.shortlistedIn}
                </Text>
              ) : (
                <Button
                  size="xs"
                  leftSection={<IconListCheck size={14} />}
                  loading={shortlist.isPending}
                  onClick={shortlist.onAdd}
                >
                  Add to {shortlist.name}
                </Button>
              )
            ) : null}
          </Group>
        ) : null}
        {shortlist?.error ? (
          <Text size="sm" c="red" role="alert">
            {shortlist.error}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}
