import { ActionIcon, Button, Group, SegmentedControl, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { type Condition, type Operator, operatorsFor, parseExpression, whyNotRows, writeExpression } from './filter-expression';
import { FILTER_FIELDS, filterField } from './filter-fields';

const FIELD_OPTIONS = [
  { group: 'Numbers', items: FILTER_FIELDS.filter((f) => f.type === 'number').map((f) => ({ value: f.name, label: f.label })) },
  { group: 'Yes / no', items: FILTER_FIELDS.filter((f) => f.type === 'boolean').map((f) => ({ value: f.name, label: f.label })) },
  { group: 'Text', items: FILTER_FIELDS.filter((f) => f.type === 'text').map((f) => ({ value: f.name, label: f.label })) },
];

const blank = (): Condition => ({ join: 'and', field: 'roi', op: '>=', value: '' });

/**
 * The filter builder: rows of field, operator and value joined by and/or, written as the API's
 * filter expression; the expression can also be typed. An expression the rows cannot show
 * (parentheses, `not`, a field they do not know) stays text until cleared, and the server's
 * refusal of an applied expression (`problem`: 'Unknown field "rio" at position 1.') shows under it.
 */
export function FilterBuilder({
  applied,
  problem,
  onApply,
}: {
  applied: string;
  problem?: string | null;
  onApply: (expression: string) => void;
}) {
  const [rows, setRows] = useState<Condition[]>(() => parseExpression(applied) ?? []);
  const [text, setText] = useState(applied);
  const [textOnly, setTextOnly] = useState(() => parseExpression(applied) === null);
  // Errors show once a value is typed or the member tries to apply, not on a fresh empty row.
  const [tried, setTried] = useState(false);

  useEffect(() => {
    const parsed = parseExpression(applied);
    setText(applied);
    setTextOnly(parsed === null);
    if (parsed) setRows(parsed);
  }, [applied]);

  const written = writeExpression(rows);
  const errorAt = 'error' in written ? written.index : -1;

  const changeRows = (next: Condition[]) => {
    setRows(next);
    setTextOnly(false);
    const out = writeExpression(next);
    if ('expression' in out) setText(out.expression);
  };
  const update = (index: number, patch: Partial<Condition>) =>
    changeRows(rows.map((r, i) => (i === index ? fixOperator({ ...r, ...patch }) : r)));

  const apply = () => {
    setTried(true);
    if (!textOnly && 'error' in written) return;
    onApply(text.trim());
  };

  return (
    <Stack gap="xs">
      {textOnly ? (
        <Text size="xs" c="dimmed">
          {whyNotRows(text)}: edit it as text, or clear it to build one.
        </Text>
      ) : (
        rows.map((row, index) => (
          <ConditionRow
            // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity beyond their place
            key={index}
            index={index}
            row={row}
            error={index === errorAt && 'error' in written && (tried || row.value.trim() !== '') ? written.error : null}
            onChange={(patch) => update(index, patch)}
            onRemove={() => changeRows(rows.filter((_, i) => i !== index))}
          />
        ))
      )}
      <Group gap="xs">
        <Button
          size="xs"
          variant="light"
          leftSection={<IconPlus size={14} />}
          disabled={textOnly}
          onClick={() => changeRows([...rows, blank()])}
        >
          Add condition
        </Button>
      </Group>
      <Textarea
        label="Filter expression"
        description="and binds before or; e.g. roi >= 30 and bsrCurrent < 50000 and hasAlert = false"
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
        rows={2}
        resize="vertical"
        // The server's words while the expression it refused is the one shown.
        error={problem && text.trim() === applied ? problem : undefined}
        errorProps={{ role: 'alert' }}
        value={text}
        onChange={(e) => {
          const next = e.currentTarget.value;
          setText(next);
          const parsed = parseExpression(next);
          setTextOnly(parsed === null);
          if (parsed) setRows(parsed);
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && !e.shiftKey) {
            e.preventDefault();
            apply();
          }
        }}
      />
      <Group gap="xs">
        <Button size="xs" color="teal.9" onClick={apply}>
          Apply filter
        </Button>
        <Button
          size="xs"
          variant="default"
          onClick={() => {
            changeRows([]);
            setText('');
            onApply('');
          }}
        >
          Clear
        </Button>
      </Group>
    </Stack>
  );
}

function fixOperator(row: Condition): Condition {
  const field = filterField(row.field);
  if (!field) return row;
  const ops = operatorsFor(field.type);
  const op = ops.includes(row.op) ? row.op : '=';
  const value =
    field.type === 'boolean' && row.value !== 'true' && row.value !== 'false' && row.value !== 'null' ? 'true' : row.value;
  return { ...row, op, value };
}

function ConditionRow({
  index,
  row,
  error,
  onChange,
  onRemove,
}: {
  index: number;
  row: Condition;
  error: string | null;
  onChange: (patch: Partial<Condition>) => void;
  onRemove: () => void;
}) {
  const field = filterField(row.field);
  const n = index + 1;
  return (
    <div>
      <Group gap={6} wrap="wrap" align="center">
        {index === 0 ? (
          <Text size="xs" c="dimmed" w={76} ta="center">
            Where
          </Text>
        ) : (
          <SegmentedControl
            size="xs"
            w={76}
            aria-label={`Join of condition ${n}`}
            data={['and', 'or']}
            value={row.join}
            onChange={(v) => onChange({ join: v as Condition['join'] })}
          />
        )}
        <Select
          aria-label={`Field of condition ${n}`}
          size="xs"
          w={170}
          data={FIELD_OPTIONS}
          value={row.field}
          onChange={(v) => v && onChange({ field: v })}
          searchable
          allowDeselect={false}
        />
        <Select
          aria-label={`Operator of condition ${n}`}
          size="xs"
          w={68}
          data={[...operatorsFor(field?.type ?? 'number')]}
          value={row.op}
          onChange={(v) => v && onChange({ op: v as Operator })}
          allowDeselect={false}
        />
        {field?.type === 'boolean' ? (
          <Select
            aria-label={`Value of condition ${n}`}
            size="xs"
            w={110}
            data={[
              { value: 'true', label: 'Yes' },
              { value: 'false', label: 'No' },
              { value: 'null', label: 'Unknown' },
            ]}
            value={row.value}
            onChange={(v) => v && onChange({ value: v })}
            allowDeselect={false}
          />
        ) : (
          <TextInput
            aria-label={`Value of condition ${n}`}
            size="xs"
            w={150}
            placeholder={field?.type === 'number' ? 'number or null' : 'text or null'}
            inputMode={field?.type === 'number' ? 'decimal' : undefined}
            value={row.value}
            error={error !== null}
            onChange={(e) => onChange({ value: e.currentTarget.value })}
          />
        )}
        <ActionIcon variant="subtle" color="gray" aria-label={`Remove condition ${n}`} onClick={onRemove}>
          <IconTrash size={14} />
        </ActionIcon>
      </Group>
      {error ? (
        <Text size="xs" c="red" ml={82} role="alert">
          {error}
        </Text>
      ) : null}
    </div>
  );
}
