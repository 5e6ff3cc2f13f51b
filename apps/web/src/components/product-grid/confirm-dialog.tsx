import { Button, Group, Modal, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** Asks before a destructive action; the action's button names what it does. */
export function ConfirmDialog({
  opened,
  title,
  children,
  confirmLabel,
  busy,
  onConfirm,
  onClose,
}: {
  opened: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  busy?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered size="sm">
      <Text size="sm">{children}</Text>
      <Group justify="flex-end" mt="lg" gap="xs">
        <Button variant="default" onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button color="red.9" onClick={onConfirm} loading={busy} data-autofocus>
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
