import { Alert, Group, Loader, Stack } from '@mantine/core';
import { PageHeader } from '../../components/page-header';
import { useCompany } from '../../lib/company';
import { ApiKeysSection } from './api-keys-section';
import { WebhooksSection } from './webhooks-section';

/**
 * Settings > Developers: the organization's API keys and webhooks, for its admins (who hold
 * `integrations:write`). The server refuses everyone else whatever this page shows.
 */
export default function DevelopersPage() {
  const company = useCompany();
  const header = (
    <PageHeader
      title="Developers"
      description="API keys for scripts and apps that call ShelfScope, and webhooks that tell them what happened."
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
  if (!company.data.permissions.includes('integrations:write')) {
    return (
      <>
        {header}
        <Alert color="gray" variant="light" title="For organization admins">
          Only your organization's admins manage API keys and webhooks.
        </Alert>
      </>
    );
  }
  return (
    <>
      {header}
      <Stack gap="md">
        <ApiKeysSection />
        <WebhooksSection />
      </Stack>
    </>
  );
}
