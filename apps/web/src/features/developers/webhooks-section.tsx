import { Badge, Button, Group, Paper, Stack, Switch, Text, TextInput } from '@mantine/core';
import {
  WEBHOOK_EVENT_TYPES,
  type WebhookEndpoint,
  type WebhookEndpointWithSecret,
  type WebhookEventType,
} from '@shelfscope/contracts';
import { useState } from 'react';
import { ConfirmDeleteModal } from '../../components/confirm-delete-modal';
import { ErrorText } from '../../components/error-text';
import { fieldErrors } from '../../lib/field-errors';
import {
  useCreateWebhook,
  useDeleteWebhook,
  useRotateWebhookSecret,
  useSendTestEvent,
  useUpdateWebhook,
  useWebhooks,
} from '../../lib/webhooks';
import { DeliveryLog } from './delivery-log';
import { ChoiceGrid, SecretFormModal } from './secret-form-modal';
import { ShownOnce } from './shown-once';

/** The organization's webhook endpoints: events, on/off, test event, secret rotation and the delivery log. */
export function WebhooksSection() {
  const endpoints = useWebhooks();
  const [adding, setAdding] = useState(false);
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label="Webhooks">
      <Group justify="space-between" mb="xs" wrap="wrap">
        <div>
          <Text fw={600}>Webhooks</Text>
          <Text size="xs" c="dimmed" maw={640}>
            ShelfScope posts events to your endpoints, signed as Standard Webhooks describes, and retries failed deliveries for a
            day.
          </Text>
        </div>
        <Button onClick={() => setAdding(true)}>Add endpoint</Button>
      </Group>
      <ErrorText error={endpoints.error} />
      {endpoints.data?.length === 0 ? <Text size="sm">No endpoints yet.</Text> : null}
      <Stack gap="sm">
        {endpoints.data?.map((endpoint) => (
          <EndpointCard key={endpoint.id} endpoint={endpoint} />
        ))}
      </Stack>
      <AddEndpointModal opened={adding} onClose={() => setAdding(false)} />
    </Paper>
  );
}

function EndpointCard({ endpoint }: { endpoint: WebhookEndpoint }) {
  const update = useUpdateWebhook();
  const sendTest = useSendTestEvent();
  const rotate = useRotateWebhookSecret();
  const remove = useDeleteWebhook();
  const [showLog, setShowLog] = useState(false);
  const [confirm, setConfirm] = useState<'rotate' | 'delete' | null>(null);
  const [secret, setSecret] = useState<WebhookEndpointWithSecret | null>(null);
  return (
    <Paper withBorder radius="sm" p="sm" component="section" aria-label={endpoint.url}>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
        <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
          <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
            {endpoint.url}
          </Text>
          {endpoint.description ? (
            <Text size="xs" c="dimmed">
              {endpoint.description}
            </Text>
          ) : null}
          <Group gap={4}>
            {endpoint.eventTypes.map((type) => (
              <Badge key={type} size="sm" variant="light" tt="none">
                {type}
              </Badge>
            ))}
          </Group>
          {endpoint.disabledReason ? (
            <Text size="xs" c="red">
              {endpoint.disabledReason}
            </Text>
          ) : null}
        </Stack>
        <Switch
          label={endpoint.enabled ? 'On' : 'Off'}
          checked={endpoint.enabled}
          onChange={(event) => update.mutate({ id: endpoint.id, enabled: event.currentTarget.checked })}
          aria-label={`Deliver to ${endpoint.url}`}
        />
      </Group>
      <Group gap="xs" mt="sm" wrap="wrap">
        <Button size="compact-sm" variant="light" loading={sendTest.isPending} onClick={() => sendTest.mutate(endpoint.id)}>
          Send test event
        </Button>
        <Button size="compact-sm" variant="default" onClick={() => setShowLog((open) => !open)}>
          {showLog ? 'Hide delivery log' : 'Delivery log'}
        </Button>
        <Button size="compact-sm" variant="default" onClick={() => setConfirm('rotate')}>
          Rotate secret
        </Button>
        <Button size="compact-sm" color="red" variant="subtle" onClick={() => setConfirm('delete')}>
          Delete
        </Button>
      </Group>
      {secret ? (
        <Stack mt="sm" gap="xs">
          <ShownOnce label="signing secret" value={secret.secret} />
          <Button size="compact-sm" variant="default" onClick={() => setSecret(null)} w="fit-content">
            Done
          </Button>
        </Stack>
      ) : null}
      {showLog ? (
        <Stack mt="sm">
          <DeliveryLog endpointId={endpoint.id} />
        </Stack>
      ) : null}
      <ConfirmDeleteModal
        opened={confirm !== null}
        title={confirm === 'rotate' ? 'Make a new signing secret?' : 'Delete this endpoint?'}
        confirmLabel={confirm === 'rotate' ? 'Rotate' : 'Delete'}
        loading={rotate.isPending || remove.isPending}
        error={confirm === 'rotate' ? rotate.error : remove.error}
        onConfirm={() =>
          confirm === 'rotate'
            ? rotate.mutate(endpoint.id, {
                onSuccess: (rotated) => {
                  setSecret(rotated);
                  setConfirm(null);
                },
              })
            : remove.mutate(endpoint.id, { onSuccess: () => setConfirm(null) })
        }
        onClose={() => setConfirm(null)}
      >
        {confirm === 'rotate'
          ? 'The old secret keeps signing beside the new one for a day, while you update your receiver.'
          : 'Events are no longer sent to it, and its delivery log is deleted.'}
      </ConfirmDeleteModal>
    </Paper>
  );
}

function AddEndpointModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const create = useCreateWebhook();
  const [url, setUrl] = useState('');
  const [description, setDescription] = useState('');
  const [eventTypes, setEventTypes] = useState<WebhookEventType[]>([]);
  const [created, setCreated] = useState<WebhookEndpointWithSecret | null>(null);
  const errors = fieldErrors(create.error);
  const close = () => {
    setUrl('');
    setDescription('');
    setEventTypes([]);
    setCreated(null);
    create.reset();
    onClose();
  };
  return (
    <SecretFormModal
      opened={opened}
      onClose={close}
      title="Add a webhook endpoint"
      doneTitle="Endpoint added"
      secret={created?.secret ?? null}
      secretLabel="signing secret"
      submitLabel="Add endpoint"
      canSubmit={url.trim() !== '' && eventTypes.length > 0}
      pending={create.isPending}
      error={create.error}
      onSubmit={() => create.mutate({ url, description, eventTypes }, { onSuccess: setCreated })}
    >
      <TextInput
        label="URL"
        placeholder="https://example.com/shelfscope"
        value={url}
        onChange={(e) => setUrl(e.currentTarget.value)}
        error={errors.url}
        required
      />
      <TextInput
        label="Description"
        value={description}
        onChange={(e) => setDescription(e.currentTarget.value)}
        error={errors.description}
      />
      <ChoiceGrid
        label="Events"
        options={WEBHOOK_EVENT_TYPES}
        value={eventTypes}
        onChange={setEventTypes}
        error={errors.eventTypes}
      />
    </SecretFormModal>
  );
}
