import { Badge, Box, Group, NumberInput, Table, Text, Tooltip } from '@mantine/core';
import {
  isOrderedThreshold,
  SCORE_LEVELS,
  SCORE_NAMES,
  type ScoreName,
  type ScoreThreshold,
  type ScoreThresholds,
} from '@shelfscope/contracts';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';
import { useCompanyCurrency } from '../../lib/company';
import { bands, isLowerBetter, LEVEL_LABELS, SCORE_INFO } from './scores';

/**
 * Every score's four thresholds, with its direction (lower or higher is better), a live check of
 * the order the server requires, the server's own error for the set, and the colour bands the
 * values make.
 */
export function ThresholdEditor({
  value,
  onChange,
  errors,
  disabled = false,
}: {
  value: ScoreThresholds;
  onChange: (name: ScoreName, set: ScoreThreshold) => void;
  errors: Record<string, string>;
  /** Read-only: the company's profile, locked for the member. */
  disabled?: boolean;
}) {
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table verticalSpacing={6} fz="sm" layout="fixed">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={210}>Score</Table.Th>
            {SCORE_LEVELS.map((level) => (
              <Table.Th key={level}>{LEVEL_LABELS[level]} from</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {SCORE_NAMES.map((name) => (
            <ThresholdRow
              key={name}
              name={name}
              set={value[name]}
              onChange={(set) => onChange(name, set)}
              serverError={errors[`scoreThresholds.${name}`]}
              disabled={disabled}
            />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function ThresholdRow({
  name,
  set,
  onChange,
  serverError,
  disabled,
}: {
  name: ScoreName;
  set: ScoreThreshold;
  onChange: (set: ScoreThreshold) => void;
  serverError: string | undefined;
  disabled: boolean;
}) {
  const info = SCORE_INFO[name];
  const lower = isLowerBetter(name);
  const ordered = isOrderedThreshold(name, set);
  const error = serverError ?? (ordered ? undefined : `Each level must be ${lower ? 'lower' : 'higher'} than the one before it.`);
  const errorId = `threshold-${name}-error`;
  return (
    <>
      <Table.Tr style={{ borderBottom: 'none' }}>
        <Table.Td rowSpan={2} style={{ verticalAlign: 'top' }}>
          <Text size="sm" fw={600}>
            {info.label}
          </Text>
          <Text size="xs" c="dimmed" lh={1.3}>
            {info.metric}
          </Text>
          <Badge
            mt={4}
            size="xs"
            variant="light"
            color={lower ? 'grape' : 'blue'}
            leftSection={lower ? <IconArrowDown size={10} /> : <IconArrowUp size={10} />}
          >
            {lower ? 'Lower is better' : 'Higher is better'}
          </Badge>
        </Table.Td>
        {SCORE_LEVELS.map((level) => (
          <Table.Td key={level} style={{ borderBottom: 'none' }}>
            <NumberInput
              size="xs"
              aria-label={`${info.label}: ${LEVEL_LABELS[level]} from`}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              value={set[level]}
              onChange={(v) => onChange({ ...set, [level]: typeof v === 'number' ? v : Number(v) || 0 })}
              thousandSeparator=","
              decimalScale={2}
              allowNegative={name === 'profit' || name === 'breakEven'}
              error={Boolean(error)}
              disabled={disabled}
              hideControls
            />
          </Table.Td>
        ))}
      </Table.Tr>
      <Table.Tr>
        <Table.Td colSpan={4} pt={0}>
          <BandPreview name={name} set={set} />
          {error ? (
            <Text id={errorId} size="xs" c="red" mt={4} role="alert">
              {error}
            </Text>
          ) : null}
        </Table.Td>
      </Table.Tr>
    </>
  );
}

/** The five colour bands in order from worst to best, each with the values it covers. */
function BandPreview({ name, set }: { name: ScoreName; set: ScoreThreshold }) {
  // A profit threshold reads in the currency of the company's default marketplace.
  const parts = bands(name, set, useCompanyCurrency());
  return (
    <Group
      gap={2}
      wrap="nowrap"
      aria-label={`${SCORE_INFO[name].label} bands: ${parts.map((p) => `${p.name} ${p.range}`).join('; ')}`}
      role="img"
    >
      {parts.map((p) => (
        <Tooltip key={p.name} label={`${p.name}: ${p.range}`}>
          <Box flex={1} bg={p.color} px={6} py={1} style={{ borderRadius: 3, minWidth: 0 }}>
            <Text size="10px" fw={600} c="black" truncate ta="center">
              {p.range}
            </Text>
          </Box>
        </Tooltip>
      ))}
    </Group>
  );
}
