import {
  Alert,
  Button,
  FileInput,
  Group,
  List,
  Paper,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import type { OIDCConnection, SAMLConnection } from '@shelfscope/identity-client';
import { type FormEvent, useState } from 'react';
import { useConfigureSaml, useCreateGuided, useUpdateOidc } from '../api/sso';
import { CopyField } from './copy-field';
import { type GuideValue, SSO_GUIDES, type SsoGuide } from './guides';
import { isIssuerUrl } from './issuer-url';
import { parseIdpMetadataFile } from './metadata-file';

/** The NameID format every SAML guide asks for: the user's email address. */
const EMAIL_NAME_ID = 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress';

type Created = { kind: 'SAML'; connection: SAMLConnection } | { kind: 'OIDC'; connection: OIDCConnection };

/** Our side's values for the guide's steps, from the connection just created. */
export function guideValue(created: Created, key: GuideValue['key']): string {
  if (created.kind === 'OIDC') {
    if (key === 'redirect_uri') return created.connection.redirect_url;
    if (key === 'scopes') return 'openid email profile';
    return '';
  }
  const c = created.connection;
  switch (key) {
    case 'acs_url':
      return c.acs_url;
    // Our SP entity ID is the address of our SP metadata: one value serves both.
    case 'entity_id':
    case 'sp_metadata_url':
      return c.audience_uri;
    case 'name_id_format':
      return EMAIL_NAME_ID;
    default:
      return '';
  }
}

/**
 * "Set up with a guide": pick the identity provider, name the connection, then follow that
 * provider's steps with our values to paste (copy buttons), and finish by giving its metadata
 * (URL or file) or values. Guides are data (`guides/`, one file per provider).
 */
export function SsoGuidePanel() {
  const [guideId, setGuideId] = useState<string | null>(null);
  const [name, setName] = useState('');
  const [created, setCreated] = useState<Created | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const create = useCreateGuided();
  const guide = SSO_GUIDES.find((g) => g.id === guideId) ?? null;
  const start = (event: FormEvent) => {
    event.preventDefault();
    if (!guide) return;
    create.mutate(
      { protocol: guide.protocol, display_name: name.trim() || guide.name, identity_provider: guide.identityProvider },
      { onSuccess: (result) => setCreated(result) },
    );
  };
  const reset = () => {
    setCreated(null);
    setGuideId(null);
    setName('');
  };
  return (
    <Paper withBorder radius="sm" p="sm" component="section" aria-label="Set up with a guide">
      <Stack gap="sm">
        <Text size="sm" fw={500}>
          Set up with a guide
        </Text>
        {done ? (
          <Alert color="teal" variant="light" title={`${done} is set up`} withCloseButton onClose={() => setDone(null)}>
            Members can now sign in with it. Keep the app assigned to them at your identity provider.
          </Alert>
        ) : null}
        {created && guide ? (
          <GuideSteps
            guide={guide}
            created={created}
            onDone={() => {
              setDone(created.connection.display_name);
              reset();
            }}
            onLater={reset}
          />
        ) : (
          <form onSubmit={start} aria-label="Start a guided set-up">
            <Group align="flex-end" gap="xs" wrap="wrap">
              <Select
                label="Identity provider"
                placeholder="Choose yours"
                data={SSO_GUIDES.map((g) => ({ value: g.id, label: g.name }))}
                value={guideId}
                onChange={setGuideId}
                style={{ flex: '1 1 14rem' }}
              />
              <TextInput
                label="Connection name"
                placeholder={guide?.name ?? 'Okta'}
                value={name}
                onChange={(e) => setName(e.currentTarget.value)}
                maxLength={200}
                style={{ flex: '1 1 12rem' }}
              />
              <Button type="submit" disabled={!guide} loading={create.isPending}>
                Start
              </Button>
            </Group>
            {guide ? (
              <Text size="xs" c="dimmed" mt="xs">
                {guide.intro}
              </Text>
            ) : null}
          </form>
        )}
      </Stack>
    </Paper>
  );
}

function GuideSteps({
  guide,
  created,
  onDone,
  onLater,
}: {
  guide: SsoGuide;
  created: Created;
  onDone: () => void;
  onLater: () => void;
}) {
  return (
    <Stack gap="sm">
      <Title order={3} size="h5">
        {guide.name}: {created.connection.display_name}
      </Title>
      <List type="ordered" spacing="md" aria-label={`${guide.name} steps`} styles={{ itemWrapper: { width: '100%' } }}>
        {guide.steps.map((step) => (
          <List.Item key={step.title}>
            <Stack gap={6}>
              <Text size="sm" fw={600}>
                {step.title}
              </Text>
              <Text size="sm">{step.text}</Text>
              {step.values?.map((v) => (
                <CopyField key={`${v.key}-${v.label}`} label={v.label} value={guideValue(created, v.key)} />
              ))}
              {step.attributes ? (
                <Stack
                  gap={6}
                  component="ul"
                  aria-label={`${step.title}: attributes`}
                  style={{ listStyle: 'none', padding: 0, margin: 0 }}
                >
                  {step.attributes.map((a) => (
                    <li key={a.name}>
                      <CopyField label={`${a.name}: ${a.value}`} value={a.name} />
                    </li>
                  ))}
                </Stack>
              ) : null}
            </Stack>
          </List.Item>
        ))}
        <List.Item>
          <Stack gap={6}>
            <Text size="sm" fw={600}>
              Give us your provider's details
            </Text>
            {created.kind === 'SAML' ? (
              <SamlDetails connection={created.connection} hint={guide.metadataHint ?? ''} onDone={onDone} onLater={onLater} />
            ) : (
              <OidcDetails connection={created.connection} onDone={onDone} onLater={onLater} />
            )}
          </Stack>
        </List.Item>
      </List>
    </Stack>
  );
}

type Source = 'url' | 'file' | 'manual';

/** A chosen file's text (FileReader: every browser, and the test DOM). */
function readText(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsText(file);
  });
}

function SamlDetails({
  connection,
  hint,
  onDone,
  onLater,
}: {
  connection: SAMLConnection;
  hint: string;
  onDone: () => void;
  onLater: () => void;
}) {
  const configure = useConfigureSaml();
  const [source, setSource] = useState<Source>('url');
  const [url, setUrl] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [manual, setManual] = useState({ idp_entity_id: '', idp_sso_url: '', x509_certificate: '' });
  const [problem, setProblem] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    const id = { connection_id: connection.connection_id };
    if (source === 'url') {
      if (!/^https?:\/\/\S+$/.test(url.trim())) return setProblem('Enter the metadata URL (https://…).');
      return configure.mutate({ ...id, metadata_url: url.trim() }, { onSuccess: onDone });
    }
    if (source === 'file') {
      if (!file) return setProblem('Choose the metadata file.');
      try {
        const values = parseIdpMetadataFile(await readText(file));
        return configure.mutate({ ...id, ...values }, { onSuccess: onDone });
      } catch (error) {
        return setProblem(error instanceof Error ? error.message : String(error));
      }
    }
    if (!manual.idp_entity_id.trim() || !manual.idp_sso_url.trim() || !manual.x509_certificate.includes('BEGIN CERTIFICATE')) {
      return setProblem('Enter the entity ID, the sign-in URL and the PEM certificate (-----BEGIN CERTIFICATE-----).');
    }
    configure.mutate(
      {
        ...id,
        idp_entity_id: manual.idp_entity_id.trim(),
        idp_sso_url: manual.idp_sso_url.trim(),
        x509_certificate: manual.x509_certificate.trim(),
      },
      { onSuccess: onDone },
    );
  };
  return (
    <form onSubmit={submit} noValidate aria-label={`Details of ${connection.display_name}`}>
      <Stack gap="xs" maw={560}>
        {hint ? (
          <Text size="xs" c="dimmed">
            {hint}
          </Text>
        ) : null}
        <SegmentedControl
          aria-label="How to give the details"
          data={[
            { value: 'url', label: 'Metadata URL' },
            { value: 'file', label: 'Metadata file' },
            { value: 'manual', label: 'Values' },
          ]}
          value={source}
          onChange={(v) => setSource(v as Source)}
          fullWidth
        />
        {source === 'url' ? (
          <TextInput label="IdP metadata URL" value={url} onChange={(e) => setUrl(e.currentTarget.value)} />
        ) : source === 'file' ? (
          <FileInput
            label="IdP metadata file"
            placeholder="metadata.xml"
            accept=".xml,application/xml,text/xml"
            value={file}
            onChange={setFile}
            clearable
          />
        ) : (
          <>
            <TextInput
              label="IdP entity ID"
              value={manual.idp_entity_id}
              onChange={(e) => setManual({ ...manual, idp_entity_id: e.currentTarget.value })}
            />
            <TextInput
              label="IdP sign-in URL"
              value={manual.idp_sso_url}
              onChange={(e) => setManual({ ...manual, idp_sso_url: e.currentTarget.value })}
            />
            <TextInput
              label="IdP signing certificate (PEM)"
              value={manual.x509_certificate}
              onChange={(e) => setManual({ ...manual, x509_certificate: e.currentTarget.value })}
            />
          </>
        )}
        <FinishButtons problem={problem} pending={configure.isPending} onLater={onLater} />
      </Stack>
    </form>
  );
}

function OidcDetails({ connection, onDone, onLater }: { connection: OIDCConnection; onDone: () => void; onLater: () => void }) {
  const update = useUpdateOidc();
  const [values, setValues] = useState({ issuer: '', client_id: '', client_secret: '' });
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isIssuerUrl(values.issuer.trim())) return setProblem('Enter the issuer URL (https://…).');
    if (!values.client_id.trim() || !values.client_secret.trim()) return setProblem('Enter the client ID and the client secret.');
    setProblem(null);
    update.mutate(
      {
        connection_id: connection.connection_id,
        issuer: values.issuer.trim(),
        client_id: values.client_id.trim(),
        client_secret: values.client_secret.trim(),
      },
      { onSuccess: onDone },
    );
  };
  return (
    <form onSubmit={submit} noValidate aria-label={`Details of ${connection.display_name}`}>
      <Stack gap="xs" maw={560}>
        <TextInput
          label="Issuer"
          placeholder="https://idp.example.com"
          value={values.issuer}
          onChange={(e) => setValues({ ...values, issuer: e.currentTarget.value })}
        />
        <TextInput
          label="Client ID"
          value={values.client_id}
          onChange={(e) => setValues({ ...values, client_id: e.currentTarget.value })}
        />
        <TextInput
          label="Client secret"
          type="password"
          value={values.client_secret}
          onChange={(e) => setValues({ ...values, client_secret: e.currentTarget.value })}
        />
        <FinishButtons problem={problem} pending={update.isPending} onLater={onLater} />
      </Stack>
    </form>
  );
}

/** The last step's end: what is wrong (if anything), "Finish set-up", and "Later" (the connection stays pending). */
function FinishButtons({ problem, pending, onLater }: { problem: string | null; pending: boolean; onLater: () => void }) {
  return (
    <>
      {problem ? (
        <Text size="sm" c="red" role="alert">
          {problem}
        </Text>
      ) : null}
      <Group>
        <Button type="submit" loading={pending}>
          Finish set-up
        </Button>
        <Button variant="subtle" onClick={onLater}>
          Later
        </Button>
      </Group>
    </>
  );
}
