import { Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconFileSpreadsheet, IconUpload } from '@tabler/icons-react';
import { type ReactNode, useRef, useState } from 'react';
import classes from './file-drop.module.css';

/**
 * A place to drop a file or click (Enter, Space) to choose one: a native file input behind a
 * button, so it works with the keyboard, screen readers and Playwright's setInputFiles. `accept`
 * is the input's filter (".csv,.xlsx"); the server checks the content whatever the name says.
 */
export function FileDrop({
  label,
  accept,
  title,
  hint,
  onFile,
}: {
  /** The accessible name of the input ("Price list file"). */
  label: string;
  accept: string;
  title: ReactNode;
  hint: ReactNode;
  onFile: (file: File) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [isOver, setOver] = useState(false);
  return (
    <UnstyledButton
      className={classes.drop}
      data-over={isOver || undefined}
      onClick={() => input.current?.click()}
      onDragOver={(e) => {
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(e) => {
        e.preventDefault();
        setOver(false);
        const file = e.dataTransfer.files[0];
        if (file) onFile(file);
      }}
    >
      <input
        ref={input}
        type="file"
        accept={accept}
        aria-label={label}
        hidden
        onChange={(e) => {
          const file = e.currentTarget.files?.[0];
          if (file) onFile(file);
          e.currentTarget.value = '';
        }}
      />
      <Group justify="center" gap="md" mih={88} wrap="nowrap" style={{ pointerEvents: 'none' }}>
        {isOver ? <IconUpload size={36} stroke={1.5} /> : <IconFileSpreadsheet size={36} stroke={1.5} />}
        <Stack gap={2} miw={0}>
          <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
            {title}
          </Text>
          <Text size="sm" c="dimmed">
            {hint}
          </Text>
        </Stack>
      </Group>
    </UnstyledButton>
  );
}
