import { Anchor, Paper, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useCompany } from '../../lib/company';

/** Settings' way to Developers (API keys, webhooks), shown to organization admins. */
export function DevelopersLink() {
  if (!useCompany().data?.permissions.includes('integrations:write')) return null;
  return (
    <Paper withBorder radius="md" p="md" mt="md" component="section" aria-label="Developers">
      <Text fw={600}>Developers</Text>
      <Text size="sm" mb={4}>
        API keys for scripts and apps that call ShelfScope, and webhooks that tell them what happened.
      </Text>
      <Anchor component={Link} to="/settings/developers" size="sm" fw={500}>
        Open Developers
      </Anchor>
    </Paper>
  );
}

/** Settings' way to the Amazon seller account (every member sees whether it is connected). */
export function SellerAccountLink() {
  return (
    <Paper withBorder radius="md" p="md" mt="md" component="section" aria-label="Amazon seller account">
      <Text fw={600}>Amazon seller account</Text>
      <Text size="sm" mb={4}>
        Connect your own seller account to see whether you may sell each product, per marketplace.
      </Text>
      <Anchor component={Link} to="/settings/seller-account" size="sm" fw={500}>
        Open Amazon seller account
      </Anchor>
    </Paper>
  );
}

/** Settings' way to the audit log, shown to those who may read it (owners and organization admins). */
export function AuditLogLink() {
  if (!useCompany().data?.permissions.includes('audit:read')) return null;
  return (
    <Paper withBorder radius="md" p="md" mt="md" component="section" aria-label="Audit log">
      <Text fw={600}>Audit log</Text>
      <Text size="sm" mb={4}>
        Who changed what in your company's data and its sign-in settings, with the old and new values.
      </Text>
      <Anchor component={Link} to="/settings/audit-log" size="sm" fw={500}>
        Open Audit log
      </Anchor>
    </Paper>
  );
}
