import { Button, Checkbox, Group, Modal, SimpleGrid, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { ErrorText } from '../../components/error-text';
import { onlyFieldErrors } from '../../lib/field-errors';
import { ShownOnce } from './shown-once';

/**
 * A form in a dialog whose answer holds a secret the server shows once (a new API key, a new
 * endpoint's signing secret): the form until it succeeds, then the secret with a copy button.
 */
export function SecretFormModal(props: {
  opened: boolean;
  onClose: () => void;
  title: string;
  doneTitle: string;
  /** The secret once created: the dialog then shows it instead of the form. */
  secret: string | null;
  secretLabel: string;
  submitLabel: string;
  canSubmit: boolean;
  pending: boolean;
  error: Error | null;
  onSubmit: () => void;
  children: ReactNode;
}) {
  return (
    <Modal opened={props.opened} onClose={props.onClose} title={props.secret ? props.doneTitle : props.title} size="lg">
      {props.secret ? (
        <Stack>
          <ShownOnce label={props.secretLabel} value={props.secret} />
          <Group justify="flex-end">
            <Button onClick={props.onClose}>Done</Button>
          </Group>
        </Stack>
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            props.onSubmit();
          }}
        >
          <Stack>
            {props.children}
            {/* Errors that name a field show beside it; anything else here. */}
            <ErrorText error={props.error && !onlyFieldErrors(props.error) ? props.error : null} />
            <Group justify="flex-end">
              <Button variant="default" onClick={props.onClose}>
                Cancel
              </Button>
              <Button type="submit" loading={props.pending} disabled={!props.canSubmit}>
                {props.submitLabel}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}

/** Checkboxes in two columns (one on a phone): the scopes of a key, the events of an endpoint. */
export function ChoiceGrid<T extends string>(props: {
  label: string;
  options: readonly T[];
  value: T[];
  onChange: (value: T[]) => void;
  error: string | undefined;
}) {
  return (
    <Checkbox.Group
      label={props.label}
      value={props.value}
      onChange={(value) => props.onChange(value as T[])}
      error={props.error}
    >
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing={6} mt={6}>
        {props.options.map((option) => (
          <Checkbox key={option} value={option} label={option} />
        ))}
      </SimpleGrid>
    </Checkbox.Group>
  );
}
