import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useCompany, useSaveCompany } from '../lib/company';
import { fieldErrors } from '../lib/field-errors';
import { ErrorText } from './error-text';
import { DISMISSED } from './name-organization-dismissed';

/** The dialog of name-organization-prompt.tsx, loaded when it is to be shown. */
export default function NameOrganizationModal() {
  const company = useCompany().data;
  const save = useSaveCompany('Organization named.');
  const [name, setName] = useState('');
  const [isDismissed, setDismissed] = useState(() => sessionStorage.getItem(DISMISSED) === '1');
  const opened = Boolean(company?.hasDefaultName && company.canEdit) && !isDismissed && !save.isSuccess;
  const dismiss = () => {
    sessionStorage.setItem(DISMISSED, '1');
    setDismissed(true);
  };
  const errors = fieldErrors(save.error);
  return (
    <Modal opened={opened} onClose={dismiss} title="Name your organization" centered>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          save.mutate({ name: name.trim() });
        }}
      >
        <Stack gap="sm">
          <Text size="sm">
            It is called “{company?.name}” for now. Suppliers see this name on your purchase orders; your team sees it when they
            sign in.
          </Text>
          <TextInput
            label="Organization name"
            placeholder="e.g. Lantern Goods LLC"
            required
            maxLength={200}
            data-autofocus
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            error={errors.name}
          />
          {save.error && !errors.name ? <ErrorText error={save.error} /> : null}
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={dismiss}>
              Later
            </Button>
            <Button type="submit" loading={save.isPending} disabled={name.trim() === ''}>
              Save name
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
