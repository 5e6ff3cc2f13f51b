import { Badge, Group, Image, Radio, Stack, Text } from '@mantine/core';
import type { UploadCandidate } from '@shelfscope/contracts';
import { count, money, percent } from '../../lib/format';

/** The rule "pick the best match for all" follows, as the picker and the report say it. */
export const BEST_MATCH_RULE =
  'The match whose listing holds as many units as the row’s pack, then the one with the highest ROI. Rows with no match of that pack are left for you.';

const tone = (value: number | null) => (value === null ? undefined : value < 0 ? 'red' : 'teal');

function Figure({ label, value, color }: { label: string; value: string; color?: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={600} c={color}>
        {value}
      </Text>
    </Stack>
  );
}

/**
 * A "several matches" row's products to pick from, each with its image, buy box, the units its
 * listing holds and the profit and ROI at the row's pack and cost. The figures are the server's
 * (its profit engine on each product as it would be added); nothing is computed here.
 */
export function MatchCandidates({
  candidates,
  packSize,
  value,
  onChange,
  label,
  currency,
}: {
  candidates: UploadCandidate[];
  currency?: string;
  packSize: number;
  value: string | null;
  onChange: (asin: string) => void;
  label: string;
}) {
  return (
    <Radio.Group label={label} value={value} onChange={onChange}>
      <Stack gap="xs" mt="xs">
        {candidates.map((c) => (
          <Radio.Card key={c.asin} value={c.asin} p="xs" radius="md" aria-label={`${c.asin} ${c.productName}`}>
            <Group wrap="nowrap" align="flex-start" gap="sm">
              <Radio.Indicator mt={4} />
              <Image
                src={c.image}
                alt=""
                w={56}
                h={56}
                fit="contain"
                radius="sm"
                fallbackSrc="data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg'/%3E"
              />
              <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
                <Text size="sm" lineClamp={2}>
                  {c.productName}
                </Text>
                <Group gap={6}>
                  <Text span ff="monospace" size="xs" c="dimmed">
                    {c.asin}
                  </Text>
                  {c.best ? (
                    <Badge size="xs" variant="light" color="teal" tt="none">
                      Best match
                    </Badge>
                  ) : null}
                </Group>
                <Group gap="md" wrap="wrap">
                  <Figure label="Buy box" value={money(c.buyBox, currency)} />
                  <Figure
                    label="Units"
                    value={c.packageQuantity === 1 ? 'Single' : `Pack of ${count(c.packageQuantity)}`}
                    color={c.samePack ? 'teal' : undefined}
                  />
                  <Figure label="Profit" value={money(c.profitLoss, currency)} color={tone(c.profitLoss)} />
                  <Figure label="ROI" value={percent(c.roi)} color={tone(c.roi)} />
                </Group>
                <Text size="xs" c="dimmed">
                  {c.samePack ? `Same pack as the row (${count(packSize)})` : `The row’s pack is ${count(packSize)}`}
                </Text>
              </Stack>
            </Group>
          </Radio.Card>
        ))}
      </Stack>
    </Radio.Group>
  );
}
