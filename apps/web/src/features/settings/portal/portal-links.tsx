import { Alert, Badge, Button, Code, CopyButton, Group, Paper, Select, Stack, Text, TextInput } from '@mantine/core';
import type { PortalLink } from '@shelfscope/identity-client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { identityErrorMessage } from '../../../lib/identity-api';
import { portalLinksQueryOptions } from '../../../lib/portal-links';
import { useSession } from '../../../lib/session';
import { usePermissions } from '../organization-admin';

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const when = (iso: string) => dateTime.format(new Date(iso));

const LINK_VALIDITY = [
  { value: '60', label: '1 hour' },
  { value: '1440', label: '1 day' },
  { value: '10080', label: '7 days' },
];
const SESSION_LENGTH = [
  { value: '60', label: '1 hour' },
  { value: '240', label: '4 hours' },
  { value: '1440', label: '1 day' },
];

const STATUS_COLOR: Record<PortalLink['status'], string> = { active: 'teal', used: 'blue', expired: 'gray', revoked: 'red' };

/**
 * Shown to whoever may do all the portal covers (SSO, SCIM and the domains' JIT setting): a link
 * never gives more than its creator has. The server checks again.
 */
export function PortalLinksSection() {
  const permissions = usePermissions().data;
  if (
    permissions?.['stytch.sso']?.create !== true ||
    permissions['stytch.scim']?.create !== true ||
    permissions['stytch.organization']?.['update.settings.email-jit-provisioning'] !== true
  ) {
    return null;
  }
  return <PortalLinks />;
}

/**
 * Settings, "IT-admin portal": one-time links for an outside IT admin, whose session may set up
 * SSO, SCIM and verified domains and nothing else. The address is shown once, with a copy button.
 */
export function PortalLinks() {
  const { client } = useSession();
  const queryClient = useQueryClient();
  const links = useQuery(portalLinksQueryOptions(client));
  const [label, setLabel] = useState('');
  const [validity, setValidity] = useState('1440');
  const [length, setLength] = useState('240');
  const [created, setCreated] = useState<{ url: string; link: PortalLink } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: portalLinksQueryOptions(client).queryKey });
  const create = useMutation({
    mutationFn: () =>
      client.portalLinks.create({
        label: label.trim(),
        expires_in_minutes: Number(validity),
        session_duration_minutes: Number(length),
      }),
    onSuccess: (result) => {
      setCreated({ url: result.url, link: result.link });
      setLabel('');
      setError(null);
      return refresh();
    },
    onError: (e) => setError(identityErrorMessage(e)),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate();
  };
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label="IT-admin portal">
      <Text fw={600}>IT-admin portal</Text>
      <Text size="xs" c="dimmed" mb="sm" maw={720}>
        Give your IT admin a one-time link to set up single sign-on, user provisioning (SCIM) and verified domains without a
        ShelfScope account. The link opens once and its session can do nothing else: no products, members or settings. Revoke it
        to end that session.
      </Text>
      <Stack gap="md">
        <form onSubmit={submit}>
          <Group align="flex-end" gap="xs" wrap="wrap">
            <TextInput
              label="For"
              placeholder="Sam at IT (optional)"
              value={label}
              onChange={(e) => setLabel(e.currentTarget.value)}
              maxLength={200}
              style={{ flex: '1 1 12rem' }}
            />
            <Select
              label="Link valid for"
              data={LINK_VALIDITY}
              value={validity}
              onChange={(v) => setValidity(v ?? '1440')}
              allowDeselect={false}
              w={130}
            />
            <Select
              label="Session lasts"
              data={SESSION_LENGTH}
              value={length}
              onChange={(v) => setLength(v ?? '240')}
              allowDeselect={false}
              w={130}
            />
            <Button type="submit" loading={create.isPending}>
              Create link
            </Button>
          </Group>
          {error ? (
            <Text size="sm" c="red" mt="xs" role="alert">
              {error}
            </Text>
          ) : null}
        </form>
        {created ? (
          <Alert color="teal" variant="light" title="Link created: copy it now" withCloseButton onClose={() => setCreated(null)}>
            <Stack gap="xs">
              <Text size="sm">
                It is shown only this once. Send it to your IT admin; it opens once, until {when(created.link.expires_at)}.
              </Text>
              <Code block style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap' }} aria-label="Portal link">
                {created.url}
              </Code>
              <Group>
                <CopyButton value={created.url}>
                  {({ copied, copy }) => (
                    <Button size="xs" variant="light" onClick={copy}>
                      {copied ? 'Copied' : 'Copy link'}
                    </Button>
                  )}
                </CopyButton>
              </Group>
            </Stack>
          </Alert>
        ) : null}
        {links.isError ? (
          <Alert color="red" variant="light" role="alert" title="The links could not be loaded">
            {identityErrorMessage(links.error)}
          </Alert>
        ) : links.isPending ? (
          <Text size="sm" c="dimmed">
            Loading links…
          </Text>
        ) : links.data.length === 0 ? (
          <Text size="sm" c="dimmed">
            No link yet.
          </Text>
        ) : (
          <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label="Portal links">
            {links.data.map((link) => (
              <LinkRow key={link.link_id} link={link} onChange={refresh} />
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}

/** What a link's state means for the admin, in a line. */
function describe(link: PortalLink, now = Date.now()): string {
  const by = `created by ${link.created_by_email}`;
  if (link.status === 'revoked') return `Revoked ${when(link.revoked_at ?? link.created_at)} · ${by}`;
  if (link.status === 'expired') return `Expired ${when(link.expires_at)} unused · ${by}`;
  if (link.status === 'active') return `Opens once until ${when(link.expires_at)} · ${by}`;
  const end = link.session_expires_at;
  const live = end !== null && Date.parse(end) > now;
  return `Opened ${when(link.used_at ?? link.created_at)} · session ${live ? 'until' : 'ended'} ${end ? when(end) : ''} · ${by}`;
}

function LinkRow({ link, onChange }: { link: PortalLink; onChange: () => void }) {
  const { client } = useSession();
  const revoke = useMutation({ mutationFn: () => client.portalLinks.revoke({ link_id: link.link_id }), onSettled: onChange });
  const sessionLive =
    link.status === 'used' && link.session_expires_at !== null && Date.parse(link.session_expires_at) > Date.now();
  const revocable = link.status === 'active' || sessionLive;
  const name = link.label || 'Portal link';
  return (
    <Paper withBorder radius="sm" p="sm" component="li">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
        <Stack gap={2} style={{ flex: '1 1 16rem', minWidth: 0 }}>
          <Group gap="xs" wrap="wrap">
            <Text size="sm" fw={500}>
              {name}
            </Text>
            <Badge variant="light" color={STATUS_COLOR[link.status]}>
              {sessionLive ? 'in use' : link.status}
            </Badge>
          </Group>
          <Text size="xs" c="dimmed">
            {describe(link)}
          </Text>
        </Stack>
        {revocable ? (
          <Button
            size="xs"
            variant="subtle"
            color="red"
            loading={revoke.isPending}
            onClick={() => revoke.mutate()}
            aria-label={`Revoke ${name}`}
          >
            {sessionLive ? 'Revoke and end session' : 'Revoke'}
          </Button>
        ) : null}
      </Group>
      {revoke.isError ? (
        <Text size="xs" c="red" role="alert">
          {identityErrorMessage(revoke.error)}
        </Text>
      ) : null}
    </Paper>
  );
}
