import { ActionIcon, Group, Loader, Text, TextInput, UnstyledButton } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { lengthError } from './name-input';

/**
 * A value shown as text that becomes an input on click, Enter or F2. Enter or leaving the field
 * saves (only when changed), Escape cancels. The save is the caller's promise: from then on the
 * new text is shown until the value follows; if it fails the old value comes back and the error is the caller's to show.
 */
export function InlineText({
  value,
  label,
  placeholder = '–',
  onSave,
  maxLength,
}: {
  value: string | null;
  /** What the value is, for the accessible names ("Email of Acme"). */
  label: string;
  placeholder?: string;
  onSave: (next: string) => Promise<unknown>;
  maxLength?: number;
}) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(value ?? '');
  const [pending, setPending] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  // The saved text stays until the new value arrives (lists are read again after a save).
  useEffect(() => {
    setDraft(value ?? '');
    setPending(null);
  }, [value]);

  const tooLong = maxLength === undefined ? null : lengthError(draft, maxLength);
  const commit = () => {
    // Too long: the field stays open saying so, rather than cutting the text or sending it.
    if (tooLong) return;
    setEditing(false);
    const next = draft.trim();
    if (next === (value ?? '')) return;
    setPending(next);
    setSaving(true);
    onSave(next)
      .catch(() => {
        setDraft(value ?? '');
        setPending(null);
      })
      .finally(() => setSaving(false));
  };

  if (editing) {
    return (
      <TextInput
        size="xs"
        aria-label={label}
        value={draft}
        error={tooLong}
        autoFocus
        onChange={(e) => setDraft(e.currentTarget.value)}
        onBlur={commit}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            commit();
          } else if (e.key === 'Escape') {
            e.preventDefault();
            e.stopPropagation();
            setDraft(value ?? '');
            setEditing(false);
          }
        }}
      />
    );
  }
  const shown = pending ?? value;
  return (
    <Group gap={4} wrap="nowrap" className="inline-text">
      <UnstyledButton
        onClick={() => setEditing(true)}
        onKeyDown={(e) => e.key === 'F2' && setEditing(true)}
        aria-label={`Edit ${label}: ${shown || 'empty'}`}
        title="Click to edit"
        style={{ minWidth: 40, flex: 1, overflow: 'hidden' }}
      >
        <Text size="sm" truncate c={shown ? undefined : 'dimmed'}>
          {shown || placeholder}
        </Text>
      </UnstyledButton>
      {saving ? (
        <Loader role="status" size={12} aria-label="Saving" />
      ) : (
        <ActionIcon size="xs" variant="transparent" c="dimmed" tabIndex={-1} aria-hidden onClick={() => setEditing(true)}>
          <IconPencil size={12} />
        </ActionIcon>
      )}
    </Group>
  );
}
