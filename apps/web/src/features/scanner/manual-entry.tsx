import { Button, Group, TextInput } from '@mantine/core';
import { useState } from 'react';
import { typedCode } from './codes';

/** The code typed when the camera cannot read it (a torn label, no camera, no permission). */
export function ManualEntry({ onCode }: { onCode: (code: string) => void }) {
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const submit = () => {
    const typed = typedCode(text);
    if ('problem' in typed) {
      setProblem(typed.problem);
      return;
    }
    setProblem(null);
    setText('');
    onCode(typed.code);
  };
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <Group gap="xs" align="flex-start" wrap="nowrap">
        <TextInput
          label="Type a code"
          placeholder="UPC, EAN, ISBN or ASIN"
          inputMode="text"
          autoComplete="off"
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          error={problem}
          style={{ flex: 1 }}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
        />
        <Button type="submit" mt={25} variant="default">
          Look up
        </Button>
      </Group>
    </form>
  );
}
