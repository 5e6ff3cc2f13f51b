import { ActionIcon, Anchor, Badge, Button, Group, Paper, Select, Stack, Table, Text } from '@mantine/core';
import type { Watch, WatchInput, WatchKind } from '@shelfscope/contracts';
import { IconEyeOff, IconPlus } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { ListStates } from '../../components/list-states';
import { PageHeader } from '../../components/page-header';
import { formatCount, formatDate } from '../../lib/locale';
import { useShortlists } from '../../lib/shortlists';
import { useSupplierOptions } from '../../lib/suppliers';
import { useUserFilters } from '../../lib/user-filters';
import { useWatches, useWatchMutations } from '../../lib/watches';

const KIND_LABELS: Record<WatchKind, string> = {
  product: 'Product',
  supplier: 'Supplier',
  shortlist: 'Shortlist',
  userFilter: 'Saved filter',
};

/** Where a watch's target is in the app (a product's page, a supplier's products, a shortlist). */
function linkOf(watch: Watch): string | null {
  if (watch.productId) return `/products/${watch.productId}`;
  if (watch.supplierId) return `/products?supplierId=${watch.supplierId}`;
  if (watch.shortlistId) return `/shortlists/${watch.shortlistId}`;
  return null;
}

/**
 * "Watching": what the member has read again on the plan's schedule without an alert rule: a
 * product (its page's Watch button), a supplier's products, a shortlist's items or what a saved
 * filter selects (added here). Rules watch their targets too (the Alerts screen).
 */
export default function WatchingPage() {
  const watches = useWatches();
  return (
    <Stack>
      <PageHeader
        title="Watching"
        description="Read again on your plan’s schedule, without a rule: your alert rules see each new reading."
      />
      <AddWatch />
      <ListStates
        query={watches}
        noun="watches"
        isEmpty={(watches.data ?? []).length === 0}
        empty={{
          title: 'Nothing watched yet',
          hint: 'Watch a supplier, a shortlist or a saved filter above, or a product from its page.',
        }}
      >
        <WatchList watches={watches.data ?? []} />
      </ListStates>
    </Stack>
  );
}

function AddWatch() {
  const [kind, setKind] = useState<Exclude<WatchKind, 'product'>>('supplier');
  const [id, setId] = useState<string | null>(null);
  const suppliers = useSupplierOptions();
  const shortlists = useShortlists();
  const filters = useUserFilters();
  const { add } = useWatchMutations();
  const options =
    kind === 'supplier'
      ? (suppliers.data ?? []).map((s) => ({ value: s.id, label: s.name }))
      : kind === 'shortlist'
        ? (shortlists.data ?? []).map((s) => ({ value: s.id, label: s.name }))
        : (filters.data ?? []).map((f) => ({ value: f.id, label: f.name }));
  const input = (): WatchInput | null =>
    id === null
      ? null
      : kind === 'supplier'
        ? { supplierId: id }
        : kind === 'shortlist'
          ? { shortlistId: id }
          : { userFilterId: id };
  return (
    <Paper withBorder p="sm" radius="md">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <Select
          label="Watch"
          data={[
            { value: 'supplier', label: 'A supplier’s products' },
            { value: 'shortlist', label: 'A shortlist' },
            { value: 'userFilter', label: 'A saved filter' },
          ]}
          value={kind}
          onChange={(value) => {
            setKind((value as Exclude<WatchKind, 'product'> | null) ?? 'supplier');
            setId(null);
          }}
          allowDeselect={false}
          w={{ base: '100%', xs: 200 }}
        />
        <Select
          label={KIND_LABELS[kind]}
          placeholder={options.length ? 'Pick one' : 'None yet'}
          data={options}
          value={id}
          onChange={setId}
          searchable
          w={{ base: '100%', xs: 260 }}
        />
        <Button
          leftSection={<IconPlus size={16} />}
          disabled={id === null}
          loading={add.isPending}
          onClick={() => {
            const body = input();
            if (body) add.mutate(body, { onSuccess: () => setId(null) });
          }}
        >
          Watch
        </Button>
      </Group>
      <Text size="xs" c="dimmed" mt="xs">
        A single product: its page’s Watch button.
      </Text>
    </Paper>
  );
}

function WatchList({ watches }: { watches: Watch[] }) {
  const { remove } = useWatchMutations();
  return (
    <Table.ScrollContainer minWidth={320}>
      <Table verticalSpacing="xs" aria-label="Watching">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Watching</Table.Th>
            <Table.Th visibleFrom="sm">Products</Table.Th>
            <Table.Th visibleFrom="sm">Since</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {watches.map((watch) => {
            const link = linkOf(watch);
            const name = watch.name ?? '(deleted)';
            return (
              <Table.Tr key={watch.id}>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    <Badge size="xs" variant="light" tt="none">
                      {KIND_LABELS[watch.kind]}
                    </Badge>
                    {link ? (
                      <Anchor component={Link} to={link} size="sm" lineClamp={1}>
                        {name}
                      </Anchor>
                    ) : (
                      <Text size="sm" lineClamp={1}>
                        {name}
                      </Text>
                    )}
                  </Group>
                  <Text size="xs" c="dimmed" hiddenFrom="sm">
                    {formatCount(watch.products)} {watch.products === 1 ? 'product' : 'products'}
                  </Text>
                </Table.Td>
                <Table.Td visibleFrom="sm">{formatCount(watch.products)}</Table.Td>
                <Table.Td visibleFrom="sm">{formatDate(watch.created)}</Table.Td>
                <Table.Td>
                  <Group justify="flex-end">
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={`Stop watching ${name}`}
                      loading={remove.isPending && remove.variables === watch.id}
                      onClick={() => remove.mutate(watch.id)}
                    >
                      <IconEyeOff size={16} />
                    </ActionIcon>
                  </Group>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
