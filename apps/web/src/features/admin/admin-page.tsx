import { Alert, Group, Loader, Tabs } from '@mantine/core';
import { PageHeader } from '../../components/page-header';
import { useAdminAccess } from './api/admin';
import { AuditPanel } from './audit-panel';
import { CustomersPanel } from './customers-panel';
import { SystemPanel } from './system-panel';
import { UsersPanel } from './users-panel';
import { ValidationPanel } from './validation-panel';

/** Shown instead of the admin area to anyone who is not a platform admin. */
export function AdminOnly() {
  return (
    <Alert color="gray" variant="light" title="Administrators only" role="alert">
      The admin area is for ShelfScope platform administrators. Organization admins manage their team in Settings.
    </Alert>
  );
}

/**
 * The admin area (docs/admin.md): user lookup, the billing provider's customers, the
 * subscription validation report, the audit log and the server's health. Only platform admins see it; the server
 * refuses every admin call to anyone else.
 */
export default function AdminPage() {
  const access = useAdminAccess();
  return (
    <>
      <PageHeader
        title="Admin"
        description="Look up users and their payment data, check subscriptions against the billing provider."
      />
      {access.isLoading ? (
        <Group justify="center" p="xl">
          <Loader role="status" size="sm" aria-label="Checking access" />
        </Group>
      ) : !access.data?.isAdmin ? (
        <AdminOnly />
      ) : (
        <Tabs defaultValue="users" keepMounted={false}>
          <Tabs.List mb="md">
            <Tabs.Tab value="users">Users</Tabs.Tab>
            <Tabs.Tab value="customers">Customers</Tabs.Tab>
            <Tabs.Tab value="validation">Subscriptions</Tabs.Tab>
            <Tabs.Tab value="audit">Audit log</Tabs.Tab>
            <Tabs.Tab value="system">System</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="users">
            <UsersPanel />
          </Tabs.Panel>
          <Tabs.Panel value="customers">
            <CustomersPanel />
          </Tabs.Panel>
          <Tabs.Panel value="validation">
            <ValidationPanel />
          </Tabs.Panel>
          <Tabs.Panel value="audit">
            <AuditPanel />
          </Tabs.Panel>
          <Tabs.Panel value="system">
            <SystemPanel />
          </Tabs.Panel>
        </Tabs>
      )}
    </>
  );
}
