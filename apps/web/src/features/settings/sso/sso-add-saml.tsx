import { Alert, Button, Group, SegmentedControl, Stack, Text, Textarea, TextInput } from '@mantine/core';
import type { SAMLConnection } from '@shelfscope/identity-client';
import { type FormEvent, useState } from 'react';
import { useConfigureSaml, useCreateSaml } from '../api/sso';
import { CopyField } from './copy-field';
import { required } from './required';

/** Adding a SAML connection: its name first, then (ConfigureSaml) the identity provider's side. */
export function AddSaml() {
  const create = useCreateSaml();
  const [name, setName] = useState('');
  const [touched, setTouched] = useState(false);
  const connection = create.data;
  if (connection) return <ConfigureSaml connection={connection} onDone={() => create.reset()} />;
  return (
    <form
      noValidate
      aria-label="Add a SAML connection"
      onSubmit={(e) => {
        e.preventDefault();
        setTouched(true);
        if (!required(name)) create.mutate({ display_name: name.trim() });
      }}
    >
      <Stack gap="xs" maw={520}>
        <TextInput
          label="Display name"
          placeholder="Microsoft Entra ID"
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          error={touched ? required(name) : null}
        />
        <Group>
          <Button type="submit" loading={create.isPending}>
            Create SAML connection
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

type IdpSource = 'metadata' | 'manual';

/** Step two of SAML: our SP values for the IdP, then the IdP's metadata URL or its values. */
function ConfigureSaml({ connection, onDone }: { connection: SAMLConnection; onDone: () => void }) {
  const configure = useConfigureSaml();
  const [source, setSource] = useState<IdpSource>('metadata');
  const [metadataUrl, setMetadataUrl] = useState('');
  const [manual, setManual] = useState({ idp_entity_id: '', idp_sso_url: '', x509_certificate: '' });
  const [touched, setTouched] = useState(false);
  const urlProblem = (v: string) => required(v) ?? (/^https?:\/\/\S+$/.test(v.trim()) ? null : 'Enter a URL.');
  const problems: Record<string, string | null> =
    source === 'metadata'
      ? { metadata_url: urlProblem(metadataUrl) }
      : {
          idp_entity_id: required(manual.idp_entity_id),
          idp_sso_url: urlProblem(manual.idp_sso_url),
          x509_certificate:
            required(manual.x509_certificate) ??
            (manual.x509_certificate.includes('BEGIN CERTIFICATE')
              ? null
              : 'Paste the PEM certificate (-----BEGIN CERTIFICATE-----).'),
        };
  const error = (key: string) => (touched ? (problems[key] ?? null) : null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (Object.values(problems).some(Boolean)) return;
    const input =
      source === 'metadata'
        ? { connection_id: connection.connection_id, metadata_url: metadataUrl.trim() }
        : {
            connection_id: connection.connection_id,
            idp_entity_id: manual.idp_entity_id.trim(),
            idp_sso_url: manual.idp_sso_url.trim(),
            x509_certificate: manual.x509_certificate.trim(),
          };
    configure.mutate(input, { onSuccess: onDone });
  };
  return (
    <form onSubmit={submit} noValidate aria-label={`Set up ${connection.display_name}`}>
      <Stack gap="sm" maw={560}>
        <Alert
          color="blue"
          variant="light"
          title={`${connection.display_name} created: give your identity provider these values`}
        >
          <Stack gap="xs">
            <CopyField label="SP entity ID (audience)" value={String(connection.audience_uri ?? '')} />
            <CopyField label="ACS URL" value={String(connection.acs_url ?? '')} />
          </Stack>
        </Alert>
        <Text size="sm" fw={500} id="saml-idp-label">
          Then tell us about your identity provider
        </Text>
        <SegmentedControl
          aria-labelledby="saml-idp-label"
          data={[
            { value: 'metadata', label: 'Metadata URL' },
            { value: 'manual', label: 'Enter values' },
          ]}
          value={source}
          onChange={(v) => setSource(v as IdpSource)}
          maw={360}
        />
        {source === 'metadata' ? (
          <TextInput
            label="IdP metadata URL"
            placeholder="https://idp.example.com/app/metadata"
            value={metadataUrl}
            onChange={(e) => setMetadataUrl(e.currentTarget.value)}
            error={error('metadata_url')}
          />
        ) : (
          <>
            <TextInput
              label="IdP entity ID"
              value={manual.idp_entity_id}
              onChange={(e) => setManual({ ...manual, idp_entity_id: e.currentTarget.value })}
              error={error('idp_entity_id')}
            />
            <TextInput
              label="IdP SSO URL"
              value={manual.idp_sso_url}
              onChange={(e) => setManual({ ...manual, idp_sso_url: e.currentTarget.value })}
              error={error('idp_sso_url')}
            />
            <Textarea
              label="IdP signing certificate"
              rows={5}
              styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
              value={manual.x509_certificate}
              onChange={(e) => setManual({ ...manual, x509_certificate: e.currentTarget.value })}
              error={error('x509_certificate')}
            />
          </>
        )}
        <Group>
          <Button type="submit" loading={configure.isPending}>
            Save SAML connection
          </Button>
          <Button variant="subtle" onClick={onDone}>
            Later
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
