import { Alert, Badge, Button, Code, Group, Image, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { ApiError } from '@shelfscope/identity-client';
import { type FormEvent, useState } from 'react';
import { saveFile } from '../../../lib/download';
import { TOAST_MS } from '../../../lib/toaster';
import {
  useCreateTotp,
  useMember,
  useRecoveryCodes,
  useRemovePhone,
  useRemoveTotp,
  useRotateRecoveryCodes,
  useSendSms,
  useVerifySms,
  useVerifyTotp,
} from '../api/mfa';

/** The text of a failed identity call. */
const messageOf = (error: unknown) =>
  error instanceof ApiError ? error.error_message : error instanceof Error ? error.message : 'Something went wrong.';

/** The manual-entry form of a secret: groups of four lowercase characters. */
const grouped = (secret: string) => (secret.toLowerCase().match(/.{1,4}/g) ?? []).join(' ');

/**
 * Settings → Two-factor authentication: the signed-in member sets up or removes an
 * authenticator app and a phone number for text-message codes, and sees or replaces their
 * backup codes (identity API through the identity client).
 */
export function MfaSettings() {
  const member = useMember();
  const organizationName = useRecoveryCodes(Boolean(member.data?.totp_registration_id)).data?.organizationName;
  if (member.isError) {
    return (
      <Alert color="red" variant="light" title="Two-factor authentication could not be loaded" role="alert">
        {messageOf(member.error)}
      </Alert>
    );
  }
  const data = member.data;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label="Two-factor authentication">
      <Text fw={600}>Two-factor authentication</Text>
      <Text size="xs" c="dimmed" mb="sm" maw={720}>
        A second step after your password or email code: a code from an authenticator app, or one texted to your phone.
      </Text>
      {data ? (
        <Stack gap="lg">
          <AuthenticatorApp enrolled={Boolean(data.totp_registration_id)} organizationName={organizationName} />
          <PhoneNumber number={data.mfa_phone_number_verified ? (data.mfa_phone_number ?? '') : ''} />
          {data.totp_registration_id ? <BackupCodes organizationName={organizationName} /> : null}
        </Stack>
      ) : (
        <Text size="sm" c="dimmed">
          Loading…
        </Text>
      )}
    </Paper>
  );
}

function CodeForm({
  label,
  onSubmit,
  pending,
  error,
}: {
  label: string;
  onSubmit: (code: string) => void;
  pending: boolean;
  error: unknown;
}) {
  const [code, setCode] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit(code.trim());
  };
  return (
    <form onSubmit={submit}>
      <Group align="flex-end" gap="xs">
        <TextInput
          label={label}
          value={code}
          onChange={(e) => setCode(e.currentTarget.value.replace(/\D/g, '').slice(0, 6))}
          inputMode="numeric"
          autoComplete="one-time-code"
          w={160}
          error={error ? messageOf(error) : undefined}
        />
        <Button type="submit" loading={pending} disabled={code.length !== 6}>
          Verify
        </Button>
      </Group>
    </form>
  );
}

function AuthenticatorApp({ enrolled, organizationName }: { enrolled: boolean; organizationName: string | undefined }) {
  const create = useCreateTotp();
  const verify = useVerifyTotp();
  const remove = useRemoveTotp();
  const [savedCodes, setSavedCodes] = useState<string[] | null>(null);
  const enrollment = create.data;
  if (enrolled && !savedCodes) {
    return (
      <Group justify="space-between">
        <Group gap="xs">
          <Text size="sm">Authenticator app</Text>
          <Badge color="teal" variant="light">
            On
          </Badge>
        </Group>
        <Button variant="default" color="red" loading={remove.isPending} onClick={() => remove.mutate()}>
          Remove authenticator app
        </Button>
      </Group>
    );
  }
  if (savedCodes) {
    return (
      <Stack gap="xs">
        <Text size="sm" fw={500}>
          Save your backup codes!
        </Text>
        <Text size="xs" c="dimmed">
          Each one signs you in once if you lose your authenticator app. They are also under Backup codes below.
        </Text>
        <CodeGrid codes={savedCodes} />
        <Group>
          <SaveCodes codes={savedCodes} organizationName={organizationName} />
          <Button onClick={() => setSavedCodes(null)}>Done</Button>
        </Group>
      </Stack>
    );
  }
  if (!enrollment) {
    return (
      <Group justify="space-between">
        <Text size="sm">Authenticator app: not set up</Text>
        <Button variant="default" loading={create.isPending} onClick={() => create.mutate()}>
          Set up authenticator app
        </Button>
        {create.error ? <Text c="red">{messageOf(create.error)}</Text> : null}
      </Group>
    );
  }
  return (
    <Stack gap="xs">
      <Text size="sm" fw={500}>
        Scan the QR code to link your authenticator app
      </Text>
      <Image
        src={enrollment.qr_code}
        alt="QR code to scan with your authenticator app"
        w={180}
        h={180}
        bg="white"
        p={6}
        radius="sm"
      />
      <Text size="xs" c="dimmed">
        Or enter this code: <Code>{grouped(enrollment.secret)}</Code>
      </Text>
      <CodeForm
        label="Code from the app"
        pending={verify.isPending}
        error={verify.error}
        onSubmit={(code) =>
          verify.mutate(code, {
            onSuccess: () => {
              setSavedCodes(enrollment.recovery_codes);
              // The registration is done: a later set-up (after a removal) starts afresh.
              create.reset();
            },
          })
        }
      />
    </Stack>
  );
}

function PhoneNumber({ number }: { number: string }) {
  const send = useSendSms();
  const verify = useVerifySms();
  const remove = useRemovePhone();
  const [phone, setPhone] = useState('');
  if (number) {
    return (
      <Group justify="space-between">
        <Group gap="xs">
          <Text size="sm">Text messages to {number}</Text>
          <Badge color="teal" variant="light">
            On
          </Badge>
        </Group>
        <Button variant="default" color="red" loading={remove.isPending} onClick={() => remove.mutate()}>
          Remove phone number
        </Button>
      </Group>
    );
  }
  if (send.isSuccess) {
    return (
      <Stack gap="xs">
        <Text size="sm">A 6-digit code was sent to {send.variables}.</Text>
        <CodeForm
          label="Code from the text"
          pending={verify.isPending}
          error={verify.error}
          onSubmit={(code) => verify.mutate(code)}
        />
      </Stack>
    );
  }
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        send.mutate(phone.replace(/[\s().-]/g, ''));
      }}
    >
      <Group align="flex-end" gap="xs">
        <TextInput
          label="Phone number for text messages"
          description="With the country code, for example +1 650 555 0123"
          value={phone}
          onChange={(e) => setPhone(e.currentTarget.value)}
          type="tel"
          autoComplete="tel"
          w={260}
          error={send.error ? messageOf(send.error) : undefined}
        />
        <Button type="submit" variant="default" loading={send.isPending} disabled={phone.trim() === ''}>
          Text me a code
        </Button>
      </Group>
    </form>
  );
}

function CodeGrid({ codes }: { codes: string[] }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 5 }} spacing={6} maw={720} aria-label="Backup codes">
      {codes.map((code) => (
        <Code key={code} ta="center">
          {code}
        </Code>
      ))}
    </SimpleGrid>
  );
}

/** The download's name, as the sign-in widget's (spec): the organization's name plus "-backup-codes.txt". */
export const backupCodesFileName = (organizationName: string | undefined) =>
  organizationName ? `${organizationName}-backup-codes.txt` : 'backup-codes.txt';

/**
 * Copy and download of backup codes, as the sign-in widget's save screen has them (spec:
 * "Recovery code save"), with its toasts: "Copied" / "Couldn't copy codes to clipboard".
 */
function SaveCodes({ codes, organizationName }: { codes: string[]; organizationName: string | undefined }) {
  const text = codes.join('\n');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      notifications.show({ message: 'Copied', color: 'teal', autoClose: TOAST_MS, withCloseButton: true });
    } catch {
      notifications.show({
        message: "Couldn't copy codes to clipboard",
        color: 'red',
        autoClose: TOAST_MS,
        withCloseButton: true,
      });
    }
  };
  return (
    <>
      <Button variant="default" onClick={() => void copy()}>
        Copy codes
      </Button>
      <Button
        variant="default"
        onClick={() =>
          saveFile({ blob: new Blob([`${text}\n`], { type: 'text/plain' }), fileName: backupCodesFileName(organizationName) })
        }
      >
        Download codes
      </Button>
    </>
  );
}

/** The backup codes: how many are left is always said; the codes show on request, to copy or download. */
function BackupCodes({ organizationName }: { organizationName: string | undefined }) {
  const [shown, setShown] = useState(false);
  const codes = useRecoveryCodes(true);
  const rotate = useRotateRecoveryCodes();
  const left = codes.data?.codes.length;
  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Text size="sm">
          Backup codes
          {left === undefined ? '' : left === 0 ? ': none left, make new ones' : `: ${left} left`}
        </Text>
        <Group gap="xs">
          <Button variant="default" onClick={() => setShown((s) => !s)}>
            {shown ? 'Hide backup codes' : 'Show backup codes'}
          </Button>
          <Button
            variant="default"
            loading={rotate.isPending}
            onClick={() => rotate.mutate(undefined, { onSuccess: () => setShown(true) })}
          >
            New backup codes
          </Button>
        </Group>
      </Group>
      {shown && codes.data ? (
        <>
          <CodeGrid codes={codes.data.codes} />
          <Group gap="xs">
            <SaveCodes codes={codes.data.codes} organizationName={organizationName} />
          </Group>
        </>
      ) : null}
      {rotate.error || codes.error ? <Text c="red">{messageOf(rotate.error ?? codes.error)}</Text> : null}
    </Stack>
  );
}
