import { Alert, Anchor, Badge, Card, Group, Loader, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { AdminUserDetail } from '@shelfscope/contracts';
import { planName } from '@shelfscope/contracts';
import { Link, useParams } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { formatCount } from '../../lib/locale';
import { moneyFromCents as money } from '../../lib/money';
import { roleNames } from '../../lib/names';
import { day, STATUS_LABEL } from '../../lib/plan';
import { AdminOnly } from './admin-page';
import { useAdminAccess, useAdminUser, useUserPayments } from './api/admin';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="md">
      <Title order={3} size="h5" mb="sm">
        {title}
      </Title>
      {children}
    </Card>
  );
}

/** Cards (brand and last four only), subscriptions and the next invoice, read from the billing provider. */
function Payments({ user }: { user: AdminUserDetail }) {
  const { cards, subscriptions, nextInvoice } = useUserPayments(user.member.userId, Boolean(user.customerId));
  if (!user.customerId) return <Text size="sm">No checkout yet: the company is not a customer of the billing provider.</Text>;
  if (cards.isLoading || subscriptions.isLoading || nextInvoice.isLoading)
    return <Loader role="status" size="sm" aria-label="Loading payment data" />;
  const failed = cards.error ?? subscriptions.error ?? nextInvoice.error;
  if (failed)
    return (
      <Alert color="red" variant="light" title="Payment data could not be loaded" role="alert">
        {failed.message}
      </Alert>
    );
  const invoice = nextInvoice.data;
  return (
    <Stack gap="md">
      <Field label="Payment methods">
        {(cards.data ?? []).length === 0
          ? 'None'
          : (cards.data ?? [])
              .map((c) => `${c.brand.toUpperCase()} •••• ${c.last4}${c.isDefault ? ' (default)' : ''}`)
              .join(', ')}
      </Field>
      <Field label="Next invoice">
        {invoice
          ? `${money(invoice.amount)} on ${day(invoice.nextPaymentAttempt)} (${planName(invoice.planCode)})`
          : 'Nothing will be charged'}
      </Field>
      <div>
        <Text size="xs" c="dimmed" tt="uppercase" fw={600} mb={4}>
          Subscriptions
        </Text>
        <Table.ScrollContainer minWidth={420}>
          <Table verticalSpacing={4} fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Plan</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Amount</Table.Th>
                <Table.Th>Period end</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {(subscriptions.data ?? []).map((s) => (
                <Table.Tr key={s.subscriptionId}>
                  <Table.Td>
                    {planName(s.planType)} · {s.billingFrequency === 1 ? 'yearly' : 'monthly'}
                  </Table.Td>
                  <Table.Td>{STATUS_LABEL[s.status ?? 'none']?.label ?? s.status}</Table.Td>
                  <Table.Td>{s.amount === null ? '—' : money(s.amount)}</Table.Td>
                  <Table.Td>{day(s.currentPeriodEnd)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </div>
    </Stack>
  );
}

function UserDetail({ userId }: { userId: string }) {
  const user = useAdminUser(userId);
  if (user.isLoading) return <Loader role="status" size="sm" aria-label="Loading user" />;
  if (user.isError || !user.data)
    return (
      <Alert color="red" variant="light" title="The user could not be loaded" role="alert">
        {user.error?.message}
      </Alert>
    );
  const { member, organization, company, plan, customerId, provider } = user.data;
  const status = STATUS_LABEL[plan?.subscriptionStatus ?? 'none'] ?? STATUS_LABEL.none;
  return (
    <Stack gap="md">
      <Group gap="sm" align="baseline" wrap="wrap">
        <Title order={2} style={{ overflowWrap: 'anywhere' }}>
          {member.email}
        </Title>
        <Badge variant="light" color={status?.color}>
          {status?.label}
        </Badge>
      </Group>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Section title="Member">
          <SimpleGrid cols={2} spacing="sm">
            <Field label="Name">{member.name || '—'}</Field>
            <Field label="Status">{member.status}</Field>
            <Field label="Roles">{roleNames(member.roles)}</Field>
            <Field label="Joined">{day(member.created)}</Field>
            <Field label="User id">{member.userId}</Field>
          </SimpleGrid>
        </Section>
        <Section title="Organization and company">
          <SimpleGrid cols={2} spacing="sm">
            <Field label="Organization">{organization.name}</Field>
            <Field label="Slug">{organization.slug}</Field>
            <Field label="Company">{company?.name ?? 'Not created yet'}</Field>
            <Field label="Customer">{customerId ? `${customerId} (${provider})` : '—'}</Field>
          </SimpleGrid>
        </Section>
        <Section title="Plan and usage">
          {plan ? (
            <Stack gap="xs">
              <Field label="Plan">
                {plan.planName}
                {plan.currentPeriodEnd ? `, period ends ${day(plan.currentPeriodEnd)}` : ''}
                {plan.subscriptionStatus === 'trialing' && plan.trialEnd ? `, trial ends ${day(plan.trialEnd)}` : ''}
              </Field>
              <Table verticalSpacing={4} fz="sm">
                <Table.Tbody>
                  {plan.planLimits.map((l) => (
                    <Table.Tr key={l.limitName}>
                      <Table.Td>{l.limitName}</Table.Td>
                      <Table.Td ta="right">
                        {formatCount(l.currentValue)} of {formatCount(l.maxValue)}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Stack>
          ) : (
            <Text size="sm">The organization has not used ShelfScope yet.</Text>
          )}
        </Section>
        <Section title="Payments">
          <Payments user={user.data} />
        </Section>
      </SimpleGrid>
    </Stack>
  );
}

/** One user as an admin sees them: member, organization, plan and usage, payment data. */
export default function AdminUserPage() {
  const { userId = '' } = useParams({ strict: false }) as { userId?: string };
  const access = useAdminAccess();
  return (
    <Stack gap="md">
      <Anchor component={Link} to="/admin" size="sm">
        ← Admin
      </Anchor>
      {access.isLoading ? (
        <Loader role="status" size="sm" aria-label="Checking access" />
      ) : access.data?.isAdmin ? (
        <UserDetail userId={userId} />
      ) : (
        <AdminOnly />
      )}
    </Stack>
  );
}
