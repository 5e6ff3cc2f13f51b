import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useCreateOidc } from '../api/sso';
import { CopyField } from './copy-field';
import { isIssuerUrl } from './issuer-url';
import { required } from './required';

/** Adding an OpenID Connect connection: its issuer and client, then the redirect URL to give the provider. */
export function AddOidc() {
  const create = useCreateOidc();
  const [form, setForm] = useState({ display_name: '', issuer: '', client_id: '', client_secret: '' });
  const [touched, setTouched] = useState(false);
  const set = (key: keyof typeof form) => (e: React.ChangeEvent<HTMLInputElement>) =>
    setForm({ ...form, [key]: e.currentTarget.value });
  const issuerProblem = form.issuer && !isIssuerUrl(form.issuer.trim()) ? 'The issuer is an https:// URL.' : null;
  const problems = {
    display_name: required(form.display_name),
    issuer: required(form.issuer) ?? issuerProblem,
    client_id: required(form.client_id),
    client_secret: required(form.client_secret),
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (Object.values(problems).some(Boolean)) return;
    const trimmed = Object.fromEntries(Object.entries(form).map(([k, v]) => [k, v.trim()])) as typeof form;
    create.mutate(trimmed, {
      onSuccess: () => {
        setForm({ display_name: '', issuer: '', client_id: '', client_secret: '' });
        setTouched(false);
      },
    });
  };
  const error = (key: keyof typeof problems) => (touched ? problems[key] : null);
  return (
    <form onSubmit={submit} noValidate aria-label="Add an OpenID Connect connection">
      <Stack gap="xs" maw={520}>
        <TextInput
          label="Display name"
          placeholder="Okta"
          value={form.display_name}
          onChange={set('display_name')}
          error={error('display_name')}
        />
        <TextInput
          label="Issuer"
          placeholder="https://acme.okta.com"
          value={form.issuer}
          onChange={set('issuer')}
          error={error('issuer')}
        />
        <TextInput
          label="Client ID"
          value={form.client_id}
          onChange={set('client_id')}
          error={error('client_id')}
          autoComplete="off"
        />
        <TextInput
          label="Client secret"
          type="password"
          value={form.client_secret}
          onChange={set('client_secret')}
          error={error('client_secret')}
          autoComplete="new-password"
        />
        <Group>
          <Button type="submit" loading={create.isPending}>
            Add OIDC connection
          </Button>
        </Group>
        {create.data ? (
          <Alert color="teal" variant="light" title="Give your identity provider this redirect URL">
            <CopyField label="Redirect URL" value={String(create.data.redirect_url ?? '')} />
          </Alert>
        ) : null}
      </Stack>
    </form>
  );
}
