import { ActionIcon, Anchor, Group, Menu, Table, Text, VisuallyHidden } from '@mantine/core';
import type { Supplier } from '@shelfscope/contracts';
import { IconDots, IconExternalLink, IconPencil, IconTrash } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { AstroScoreBar } from '../../components/astro-score-bar';
import { InlineText } from '../../components/inline-text';
import { longName } from '../../components/long-name';
import { formatCount } from '../../lib/locale';
import { usePermissions } from '../../lib/permissions';
import { mantineToaster } from '../../lib/toaster';
import { type InlineField, usePatchSupplier } from './api/suppliers';
import { productsOf } from './overrides';
import { SupplierCategories } from './supplier-categories';

export const astroCounts = (s: Supplier) => [s.astroScore1, s.astroScore2, s.astroScore3, s.astroScore4, s.astroScore5];

/** The suppliers of one page; contact fields edit in place (PATCH per field). */
export function SupplierTable({
  rows,
  onEdit,
  onDelete,
}: {
  rows: Supplier[];
  onEdit: (s: Supplier) => void;
  onDelete: (s: Supplier) => void;
}) {
  const patch = usePatchSupplier();
  const { may } = usePermissions();
  // A refused edit goes back to the old value; the reason is a toast, as the row has no room for it.
  const save = (s: Supplier, field: InlineField) => (value: string) =>
    patch.mutateAsync({ id: s.id, field, value }).catch((error: Error) => {
      mantineToaster.error(`${s.name}: not saved`, error.message);
      throw error;
    });
  return (
    <Table.ScrollContainer minWidth={1040}>
      <Table striped highlightOnHover verticalSpacing={6} fz="sm" layout="fixed">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w="18%">Name</Table.Th>
            <Table.Th w="20%">Categories</Table.Th>
            <Table.Th w="17%">Email</Table.Th>
            <Table.Th w="12%">Phone</Table.Th>
            <Table.Th w="15%">Address</Table.Th>
            <Table.Th w={80} ta="right">
              Products
            </Table.Th>
            <Table.Th w={150}>Astro scores</Table.Th>
            <Table.Th w={48}>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((s) => (
            <Table.Tr key={s.id}>
              <Table.Td>
                <Anchor component={Link} to={`/suppliers/${s.id}`} fw={500} size="sm" className={longName.name} title={s.name}>
                  {s.name}
                </Anchor>
              </Table.Td>
              <Table.Td>
                <SupplierCategories supplier={s} max={2} />
              </Table.Td>
              <Table.Td>
                <InlineText value={s.email} label={`Email of ${s.name}`} onSave={save(s, 'email')} maxLength={254} />
              </Table.Td>
              <Table.Td>
                <InlineText value={s.phone} label={`Phone of ${s.name}`} onSave={save(s, 'phone')} maxLength={40} />
              </Table.Td>
              <Table.Td>
                <InlineText value={s.address} label={`Address of ${s.name}`} onSave={save(s, 'address')} maxLength={300} />
              </Table.Td>
              <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
                {s.productsCount > 0 ? (
                  <Anchor
                    component={Link}
                    {...productsOf(s.id)}
                    size="sm"
                    aria-label={`${s.productsCount} products of ${s.name}`}
                  >
                    {formatCount(s.productsCount)}
                  </Anchor>
                ) : (
                  <Text size="sm" c="dimmed" span>
                    0
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <AstroScoreBar counts={astroCounts(s)} width={130} />
              </Table.Td>
              <Table.Td>
                <Group justify="flex-end">
                  <Menu position="bottom-end" withinPortal>
                    <Menu.Target>
                      <ActionIcon variant="subtle" color="gray" aria-label={`Actions for ${s.name}`}>
                        <IconDots size={16} />
                      </ActionIcon>
                    </Menu.Target>
                    <Menu.Dropdown>
                      <Menu.Item leftSection={<IconExternalLink size={14} />} component={Link} to={`/suppliers/${s.id}`}>
                        Open
                      </Menu.Item>
                      {may('suppliers:write') ? (
                        <Menu.Item leftSection={<IconPencil size={14} />} onClick={() => onEdit(s)}>
                          Edit
                        </Menu.Item>
                      ) : null}
                      {may('suppliers:delete') ? (
                        <Menu.Item leftSection={<IconTrash size={14} />} color="red" onClick={() => onDelete(s)}>
                          Delete
                        </Menu.Item>
                      ) : null}
                    </Menu.Dropdown>
                  </Menu>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
