import { Alert, Anchor, Breadcrumbs, Button, Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight, IconPencil, IconRefresh, IconTrash } from '@tabler/icons-react';
import { Link, useNavigate, useParams } from '@tanstack/react-router';
import { useState } from 'react';
import { ConfirmDeleteModal } from '../../components/confirm-delete-modal';
import { InlineText } from '../../components/inline-text';
import { longName } from '../../components/long-name';
import { formatCount } from '../../lib/locale';
import { type InlineField, useDeleteSupplier, usePatchSupplier, useRefreshSupplier, useSupplier } from './api/suppliers';
import { productsOf } from './overrides';
import { ScoreDistribution } from './score-distribution';
import { SupplierCategories } from './supplier-categories';
import { SupplierFormModal } from './supplier-form-modal';
import { SupplierOverridePanel } from './supplier-override';

const SUPPLIERS: string = '/suppliers';

/** One supplier: its details (edited in place), categories, score spread, override and refresh. */
export default function SupplierPage() {
  const { supplierId = '' } = useParams({ strict: false }) as { supplierId?: string };
  const supplier = useSupplier(supplierId);
  const patch = usePatchSupplier();
  const refresh = useRefreshSupplier();
  const navigate = useNavigate();
  const remove = useDeleteSupplier({ leave: () => navigate({ to: SUPPLIERS }) });
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);

  if (supplier.isLoading) {
    return (
      <Group justify="center" p="xl">
        <Loader role="status" size="sm" aria-label="Loading supplier" />
      </Group>
    );
  }
  if (supplier.isError || !supplier.data) {
    return (
      <Stack>
        <Anchor component={Link} to="/suppliers" size="sm">
          Suppliers
        </Anchor>
        <Alert color="red" variant="light" title="The supplier could not be loaded" role="alert">
          <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
            {supplier.error?.message ?? 'Not found.'}
          </Text>
        </Alert>
      </Stack>
    );
  }
  const s = supplier.data;
  const save = (field: InlineField) => (value: string) => patch.mutateAsync({ id: s.id, field, value });
  // The number is the street address's (shown under Address), not the city's.
  const place = [s.city, [s.state, s.zipCode].filter(Boolean).join(' ')].filter(Boolean).join(', ');

  return (
    <>
      <Breadcrumbs mb="xs" fz="sm">
        <Anchor component={Link} to="/suppliers">
          Suppliers
        </Anchor>
        <Text size="sm">{s.name}</Text>
      </Breadcrumbs>
      <Group justify="space-between" align="flex-start" mb="lg" wrap="wrap">
        <Title order={2} className={longName.heading} title={s.name}>
          {s.name}
        </Title>
        <Group gap="xs" wrap="wrap">
          <Button
            variant="default"
            leftSection={<IconRefresh size={16} />}
            loading={refresh.isPending}
            onClick={() => refresh.mutate(s.id)}
          >
            Refresh market data
          </Button>
          <Button variant="default" leftSection={<IconPencil size={16} />} onClick={() => setEditing(true)}>
            Edit
          </Button>
          <Button variant="light" color="red" leftSection={<IconTrash size={16} />} onClick={() => setDeleting(true)}>
            Delete
          </Button>
        </Group>
      </Group>
      {refresh.data || refresh.error ? (
        <Alert
          mb="md"
          variant="light"
          color={refresh.error ? 'red' : 'blue'}
          role="status"
          withCloseButton
          onClose={() => refresh.reset()}
        >
          <Text size="sm">{refresh.error ? refresh.error.message : refresh.data?.message}</Text>
        </Alert>
      ) : null}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Stack gap="md">
          <Paper withBorder radius="md" p="md" component="section" aria-label="Details">
            <Text fw={600} mb="xs">
              Details
            </Text>
            <dl
              className="supplier-details"
              style={{ display: 'grid', gridTemplateColumns: '96px 1fr', gap: '6px 12px', margin: 0 }}
            >
              <Detail term="Name">
                <InlineText value={s.name} label="Name" onSave={save('name')} maxLength={200} />
              </Detail>
              <Detail term="Email">
                <InlineText value={s.email} label="Email" onSave={save('email')} maxLength={254} />
              </Detail>
              <Detail term="Phone">
                <InlineText value={s.phone} label="Phone" onSave={save('phone')} maxLength={40} />
              </Detail>
              <Detail term="Address">
                <InlineText value={s.address} label="Address" onSave={save('address')} maxLength={300} />
                {s.number ? (
                  <Text size="sm" c="dimmed" aria-label="Street number">
                    No. {s.number}
                  </Text>
                ) : null}
              </Detail>
              <Detail term="City, state, ZIP">
                <Text size="sm" c={place ? undefined : 'dimmed'}>
                  {place || '–'}
                </Text>
              </Detail>
              <Detail term="Categories">
                <SupplierCategories supplier={s} max={6} />
              </Detail>
            </dl>
            {patch.error ? (
              <Text size="sm" c="red" role="alert" mt="xs" style={{ whiteSpace: 'pre-line' }}>
                {patch.error.message}
              </Text>
            ) : null}
          </Paper>
          <Paper withBorder radius="md" p="md" component="section" aria-label="Products">
            <Group justify="space-between" wrap="wrap">
              <div>
                <Text fw={600}>Products</Text>
                <Text size="sm" c="dimmed">
                  {formatCount(s.productsCount)} analysed {s.productsCount === 1 ? 'product' : 'products'}
                </Text>
              </div>
              <Button component={Link} {...productsOf(s.id)} variant="light" rightSection={<IconArrowRight size={16} />}>
                Open products
              </Button>
            </Group>
            <ScoreDistribution supplier={s} />
          </Paper>
        </Stack>
        <SupplierOverridePanel supplier={s} />
      </SimpleGrid>
      <SupplierFormModal opened={editing} supplier={s} onClose={() => setEditing(false)} />
      <ConfirmDeleteModal
        opened={deleting}
        title="Delete supplier"
        loading={remove.isPending}
        error={remove.error}
        onClose={() => {
          setDeleting(false);
          remove.reset();
        }}
        onConfirm={() => remove.mutate(s.id)}
      >
        Delete <b>{s.name}</b>? It leaves its categories and its name becomes free for a new supplier.
      </ConfirmDeleteModal>
    </>
  );
}

function Detail({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <>
      <Text component="dt" size="sm" c="dimmed" py={2}>
        {term}
      </Text>
      <dd style={{ margin: 0, minWidth: 0 }}>{children}</dd>
    </>
  );
}
