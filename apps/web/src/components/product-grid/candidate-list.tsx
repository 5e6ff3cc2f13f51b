import { Radio, Stack, Text } from '@mantine/core';
import type { LookupRow } from '@shelfscope/contracts';

/** The ASINs a code matches (a multipack, a case…): the member picks the one they mean. */
export function CandidateList({
  candidates,
  value,
  onChange,
  label,
}: {
  candidates: LookupRow[];
  value: string | null;
  onChange: (asin: string) => void;
  label: string;
}) {
  return (
    <Radio.Group label={label} value={value} onChange={onChange}>
      <Stack gap="xs" mt="xs">
        {candidates.map((c) => (
          <Radio
            key={c.asin}
            value={c.asin}
            label={
              <span>
                <Text span ff="monospace" size="sm">
                  {c.asin}
                </Text>{' '}
                <Text span size="sm">
                  {c.productName}
                </Text>{' '}
                <Text span size="xs" c="dimmed">
                  {c.countryAndRegion}
                </Text>
              </span>
            }
          />
        ))}
      </Stack>
    </Radio.Group>
  );
}
