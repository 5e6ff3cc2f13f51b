import { Alert, Badge, Button, Code, CopyButton, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { EmailDomain } from '@shelfscope/identity-client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { domainsQueryOptions } from '../../../lib/domains';
import { identityErrorMessage, useIdentityApi } from '../../../lib/identity-api';
import { TOAST_MS } from '../../../lib/toaster';
import { usePermissions } from '../organization-admin';

/** Shown to admins only: domains carry the JIT domain setting (stytch.organization update.settings.email-jit-provisioning). */
export function DomainsSection() {
  const permissions = usePermissions().data;
  if (permissions?.['stytch.organization']?.['update.settings.email-jit-provisioning'] !== true) return null;
  return <DomainSettings />;
}

/**
 * Settings, "Verified domains": the organization proves it owns an email domain by a DNS TXT
 * record; verified domains let people of that domain join and find the organization's SSO.
 */
export function DomainSettings() {
  const client = useIdentityApi();
  const queryClient = useQueryClient();
  const domains = useQuery(domainsQueryOptions(client));
  const [domain, setDomain] = useState('');
  const [error, setError] = useState<string | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['identity', 'domains'] });
  const add = useMutation({
    mutationFn: (value: string) => client.domains.add({ domain: value }),
    onSuccess: () => {
      setDomain('');
      setError(null);
      return refresh();
    },
    onError: (e) => setError(identityErrorMessage(e)),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (domain.trim()) add.mutate(domain.trim());
  };
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label="Verified domains">
      <Text fw={600}>Verified domains</Text>
      <Text size="xs" c="dimmed" mb="sm" maw={720}>
        Prove that your organization owns an email domain by adding a DNS TXT record at your DNS host. People with an address at a
        verified domain can find your single sign-on, and join when your organization allows joining by email domain. No other
        organization can claim a domain you verified.
      </Text>
      <Stack gap="md">
        {domains.isError ? (
          <Alert color="red" variant="light" role="alert" title="The domains could not be loaded">
            {identityErrorMessage(domains.error)}
          </Alert>
        ) : domains.isPending ? (
          <Text size="sm" c="dimmed">
            Loading domains…
          </Text>
        ) : domains.data.length === 0 ? (
          <Text size="sm" c="dimmed">
            No domain yet.
          </Text>
        ) : (
          domains.data.map((d) => <DomainCard key={d.domain_id} domain={d} onChange={refresh} />)
        )}
        <form onSubmit={submit}>
          <Group align="flex-end" gap="xs" wrap="wrap">
            <TextInput
              label="Domain"
              placeholder="example.com"
              value={domain}
              onChange={(e) => setDomain(e.currentTarget.value)}
              error={error}
              style={{ flex: '1 1 14rem' }}
            />
            <Button type="submit" loading={add.isPending} disabled={!domain.trim()}>
              Add domain
            </Button>
          </Group>
        </form>
      </Stack>
    </Paper>
  );
}

function DomainCard({ domain, onChange }: { domain: EmailDomain; onChange: () => Promise<unknown> }) {
  const client = useIdentityApi();
  const verify = useMutation({
    mutationFn: () => client.domains.verify({ domain_id: domain.domain_id }),
    onSuccess: () => {
      notifications.show({ title: 'Verified', message: `${domain.domain} is verified.`, color: 'teal', autoClose: TOAST_MS });
      return onChange();
    },
    onError: () => onChange(),
  });
  const remove = useMutation({
    mutationFn: () => client.domains.remove({ domain_id: domain.domain_id }),
    onSuccess: () => onChange(),
  });
  const verified = domain.status === 'verified';
  const problem = verify.error ? identityErrorMessage(verify.error) : domain.last_check_error;
  return (
    <Paper withBorder radius="sm" p="sm" aria-label={domain.domain}>
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Group gap="xs">
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {domain.domain}
          </Text>
          <Badge variant="light" color={verified ? 'teal' : 'yellow'}>
            {verified ? 'Verified' : 'Not verified'}
          </Badge>
        </Group>
        <Group gap="xs">
          {verified ? null : (
            <Button size="xs" loading={verify.isPending} onClick={() => verify.mutate()}>
              Verify
            </Button>
          )}
          <Button size="xs" variant="subtle" color="red" loading={remove.isPending} onClick={() => remove.mutate()}>
            Remove
          </Button>
        </Group>
      </Group>
      {verified ? (
        <Text size="xs" c="dimmed" mt={4}>
          Verified {domain.verified_at ? new Date(domain.verified_at).toLocaleDateString() : ''}; checked again every day. Keep
          the TXT record in place: if it disappears, the domain is unverified and your admins are emailed.
        </Text>
      ) : (
        <Stack gap={4} mt="xs">
          <Text size="sm">Add this TXT record at {domain.txt_record.name}, then press Verify:</Text>
          <Group gap="xs" wrap="nowrap" align="flex-start">
            <Code style={{ overflowWrap: 'anywhere', flex: 1 }}>{domain.txt_record.value}</Code>
            <CopyButton value={domain.txt_record.value}>
              {({ copied, copy }) => (
                <Button size="xs" variant="light" onClick={copy}>
                  {copied ? 'Copied' : 'Copy'}
                </Button>
              )}
            </CopyButton>
          </Group>
          {problem ? (
            <Text size="xs" c="red" role="alert">
              {problem}
            </Text>
          ) : null}
        </Stack>
      )}
    </Paper>
  );
}
