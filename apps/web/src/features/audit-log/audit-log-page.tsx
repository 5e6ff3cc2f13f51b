import {
  Alert,
  Badge,
  Button,
  Card,
  Code,
  Group,
  Loader,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { AUDIT_ENTITIES, type AuditEntry } from '@shelfscope/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ListPager } from '../../components/list-pager';
import { PageHeader } from '../../components/page-header';
import { type AuditLogFilters, auditLogSearch, useAuditLog } from '../../lib/audit-log';
import { useCompany } from '../../lib/company';
import { useDownload } from '../../lib/download';
import { formatDateTime } from '../../lib/locale';
import { membersQueryOptions } from '../../lib/members';
import { useSession } from '../../lib/session';
import { mantineToaster } from '../../lib/toaster';

const PAGE_SIZE = 50;

/** The entities in words, for the filter and the table. */
const ENTITY_LABELS: Record<(typeof AUDIT_ENTITIES)[number], string> = {
  supplier: 'Supplier',
  category: 'Category',
  product: 'Product',
  shortlist: 'Shortlist',
  shortlist_item: 'Shortlist item',
  purchase_order: 'Purchase order',
  purchase_order_item: 'Order line',
  upload: 'Price list',
  settings: 'Settings',
  company: 'Company',
  organization: 'Organization',
  member: 'Member',
  sso_connection: 'SSO connection',
  scim_connection: 'SCIM connection',
};
const VERBS = ['create', 'update', 'delete', 'propose', 'approve', 'reject'];
const VERB_COLORS: Record<string, string> = { create: 'teal', delete: 'red', approve: 'teal', reject: 'orange', propose: 'blue' };

/** A changed value as text: JSON for lists and objects, "empty" for null. */
function shown(value: unknown): string {
  if (value === null || value === undefined) return 'empty';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** What an entry changed: each field's old and new value (updates), or the fields of a created or deleted row. */
function Changes({ entry }: { entry: AuditEntry }) {
  const fields = Object.keys(entry.after ?? entry.before ?? {});
  if (fields.length === 0) return <Text size="xs">—</Text>;
  const isUpdate = entry.before !== null && entry.after !== null;
  return (
    <Stack gap={2}>
      {fields.slice(0, 8).map((field) => (
        <Text key={field} size="xs" style={{ overflowWrap: 'anywhere' }}>
          <Code>{field}</Code>{' '}
          {isUpdate ? (
            <>
              {shown(entry.before?.[field])} → <b>{shown(entry.after?.[field])}</b>
            </>
          ) : (
            shown((entry.after ?? entry.before)?.[field])
          )}
        </Text>
      ))}
      {fields.length > 8 ? (
        <Text size="xs" c="dimmed">
          and {fields.length - 8} more fields
        </Text>
      ) : null}
    </Stack>
  );
}

/** The verb as a badge and the entity in words: "approve Shortlist item". */
function Action({ entry }: { entry: AuditEntry }) {
  const verb = entry.action.split('.')[1] ?? entry.action;
  return (
    <Group gap={6} wrap="nowrap">
      <Badge variant="light" color={VERB_COLORS[verb] ?? 'gray'} size="sm">
        {verb}
      </Badge>
      <Text span size="sm">
        {ENTITY_LABELS[entry.entity as keyof typeof ENTITY_LABELS] ?? entry.entity}
      </Text>
    </Group>
  );
}

function Who({ entry }: { entry: AuditEntry }) {
  return (
    <Stack gap={2}>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {entry.member ?? (entry.memberId ? 'A former member' : 'The identity API or a provisioning connection')}
      </Text>
      {entry.impersonatorId ? (
        <Badge color="grape" variant="light" size="sm" style={{ maxWidth: '100%' }}>
          Impersonated by {entry.impersonatorEmail || entry.impersonatorId}
        </Badge>
      ) : null}
      {entry.apiKeyId ? (
        <Text size="xs" c="dimmed">
          With an API key
        </Text>
      ) : null}
    </Stack>
  );
}

/**
 * Settings > Audit log (owners and organization admins, `audit:read`): who changed what in the
 * company's seller data and its identity administration, with the old and new values, filtered
 * by member, action, entity and dates, and downloadable as CSV with the same filters.
 */
export default function AuditLogPage() {
  const company = useCompany();
  const mayRead = company.data?.permissions.includes('audit:read') ?? false;
  const [filters, setFilters] = useState<AuditLogFilters>({});
  const [page, setPage] = useState(1);
  const log = useAuditLog(filters, { page, pageSize: PAGE_SIZE }, mayRead);
  const members = useQuery({ ...membersQueryOptions(useSession().client), enabled: mayRead });
  const download = useDownload();
  const [downloading, setDownloading] = useState(false);
  const filter = (change: AuditLogFilters) => {
    setFilters((now) => ({ ...now, ...change }));
    setPage(1);
  };
  const header = (
    <PageHeader
      title="Audit log"
      description="Who changed what in your company's data and its sign-in settings: each change with its old and new values, the member, the address and the time."
      actions={
        mayRead ? (
          <Button
            variant="default"
            loading={downloading}
            onClick={async () => {
              setDownloading(true);
              try {
                await download(`/api/AuditLog.csv?${auditLogSearch(filters)}`, 'audit-log.csv');
              } catch (error) {
                mantineToaster.error('Error', (error as Error).message);
              } finally {
                setDownloading(false);
              }
            }}
          >
            Download CSV
          </Button>
        ) : undefined
      }
    />
  );
  if (!company.data) {
    return (
      <>
        {header}
        <Group justify="center" p="xl">
          <Loader role="status" size="sm" aria-label="Loading" />
        </Group>
      </>
    );
  }
  if (!mayRead) {
    return (
      <>
        {header}
        <Alert color="gray" variant="light" title="For owners and organization admins">
          You need audit:read to see the audit log: your company's owners and admins have it.
        </Alert>
      </>
    );
  }
  const memberOptions = (members.data ?? []).map((m) => ({ value: m.member_id, label: m.name || m.email_address }));
  return (
    <>
      {header}
      <Card withBorder radius="md" padding="md" mb="md" component="section" aria-label="Filters">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }} spacing="sm">
          <Select
            label="Member"
            placeholder="Everyone"
            data={memberOptions}
            value={filters.memberId ?? null}
            onChange={(value) => filter({ memberId: value ?? undefined })}
            clearable
            searchable
          />
          <Select
            label="Action"
            placeholder="Any action"
            data={VERBS.map((v) => ({ value: v, label: v[0]?.toUpperCase() + v.slice(1) }))}
            value={filters.action ?? null}
            onChange={(value) => filter({ action: value ?? undefined })}
            clearable
          />
          <Select
            label="Entity"
            placeholder="Everything"
            data={AUDIT_ENTITIES.map((e) => ({ value: e, label: ENTITY_LABELS[e] }))}
            value={filters.entity ?? null}
            onChange={(value) => filter({ entity: (value ?? undefined) as AuditLogFilters['entity'] })}
            clearable
          />
          <TextInput
            label="From"
            type="date"
            value={filters.from ?? ''}
            onChange={(event) => filter({ from: event.currentTarget.value || undefined })}
          />
          <TextInput
            label="To"
            type="date"
            value={filters.to ?? ''}
            onChange={(event) => filter({ to: event.currentTarget.value || undefined })}
          />
        </SimpleGrid>
      </Card>
      <Card withBorder radius="md" padding={0} component="section" aria-label="Audit log entries">
        {log.error ? (
          <Alert color="red" m="md" title="The audit log could not be loaded">
            {(log.error as Error).message}
          </Alert>
        ) : !log.data ? (
          <Group justify="center" p="xl">
            <Loader role="status" size="sm" aria-label="Loading" />
          </Group>
        ) : log.data.items.length === 0 ? (
          <Text p="lg" c="dimmed" ta="center">
            No changes match these filters.
          </Text>
        ) : (
          <>
            {/* A phone gets one card per change; wider screens the table. */}
            <Stack gap={0} hiddenFrom="sm" aria-label="Audit log changes">
              {log.data.items.map((entry) => (
                <Stack key={entry.id} gap={4} p="sm" style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
                  <Group justify="space-between" gap="xs" wrap="nowrap">
                    <Action entry={entry} />
                    <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                      {formatDateTime(entry.at)}
                    </Text>
                  </Group>
                  <Who entry={entry} />
                  <Changes entry={entry} />
                  {entry.address ? (
                    <Text size="xs" c="dimmed">
                      From {entry.address}
                    </Text>
                  ) : null}
                </Stack>
              ))}
            </Stack>
            <Table.ScrollContainer minWidth={720} type="native" visibleFrom="sm">
              <Table verticalSpacing={6} fz="sm" aria-label="Audit log" striped>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Time</Table.Th>
                    <Table.Th>Member</Table.Th>
                    <Table.Th>Action</Table.Th>
                    <Table.Th>Changes</Table.Th>
                    <Table.Th>Address</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {log.data.items.map((entry) => {
                    return (
                      <Table.Tr key={entry.id}>
                        <Table.Td style={{ whiteSpace: 'nowrap', verticalAlign: 'top' }}>{formatDateTime(entry.at)}</Table.Td>
                        <Table.Td style={{ verticalAlign: 'top', maxWidth: 220 }}>
                          <Who entry={entry} />
                        </Table.Td>
                        <Table.Td style={{ verticalAlign: 'top', whiteSpace: 'nowrap' }}>
                          <Action entry={entry} />
                        </Table.Td>
                        <Table.Td style={{ verticalAlign: 'top', maxWidth: 360 }}>
                          <Changes entry={entry} />
                        </Table.Td>
                        <Table.Td style={{ verticalAlign: 'top', whiteSpace: 'nowrap' }}>{entry.address ?? '—'}</Table.Td>
                      </Table.Tr>
                    );
                  })}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            <ListPager
              total={log.data.totalItems}
              pageSize={PAGE_SIZE}
              page={page}
              onChange={setPage}
              noun={['change', 'changes']}
            />
          </>
        )}
      </Card>
    </>
  );
}
