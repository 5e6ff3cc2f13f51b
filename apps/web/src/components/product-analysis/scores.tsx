import { Badge, Group, SimpleGrid, Text, Tooltip } from '@mantine/core';
import type { Analysis } from '@shelfscope/profit';

const SCORE_COLORS = ['gray', 'red', 'orange', 'yellow', 'lime', 'teal'];
const SCORE_WORDS = ['unknown', 'very weak', 'weak', 'poor', 'moderate', 'good'];

/** A 1..5 score level as a coloured badge (null: not known). */
export function ScoreBadge({ label, value }: { label: string; value: number | null }) {
  const level = value ?? 0;
  return (
    <Group gap={6} wrap="nowrap" justify="space-between">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Tooltip label={`${label}: ${value === null ? 'unknown' : `${value} of 5 (${SCORE_WORDS[level]})`}`}>
        <Badge
          size="sm"
          radius="sm"
          variant="filled"
          color={SCORE_COLORS[level]}
          tabIndex={0}
          aria-label={`${label} ${value ?? 'unknown'} of 5`}
          miw={28}
        >
          {value ?? '–'}
        </Badge>
      </Tooltip>
    </Group>
  );
}

type Scores = Pick<
  Analysis,
  | 'astroScore'
  | 'roiScore'
  | 'marginScore'
  | 'profitLossScore'
  | 'breakEvenStrengthScore'
  | 'salesEstimateScore'
  | 'myShare30Score'
  | 'astroBsr'
  | 'amazonInStockScore30'
  | 'amazonInStockScore90'
  | 'amazonInStockScore180'
  | 'amazonInStockScore365'
>;

/** Every score of the analysis through the member's thresholds (1 very weak .. 5 good). */
export function ScoreGrid({ scores: s }: { scores: Scores }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="md" verticalSpacing={6}>
      <ScoreBadge label="Astro score" value={s.astroScore} />
      <ScoreBadge label="ROI" value={s.roiScore} />
      <ScoreBadge label="Margin" value={s.marginScore} />
      <ScoreBadge label="Profit" value={s.profitLossScore} />
      <ScoreBadge label="Break-even room" value={s.breakEvenStrengthScore} />
      <ScoreBadge label="Sales estimate" value={s.salesEstimateScore} />
      <ScoreBadge label="My share (30 d)" value={s.myShare30Score} />
      <ScoreBadge label="Sales rank" value={s.astroBsr} />
      <ScoreBadge label="Amazon out of stock 30 d" value={s.amazonInStockScore30} />
      <ScoreBadge label="Amazon out of stock 90 d" value={s.amazonInStockScore90} />
      <ScoreBadge label="Amazon out of stock 180 d" value={s.amazonInStockScore180} />
      <ScoreBadge label="Amazon out of stock 365 d" value={s.amazonInStockScore365} />
    </SimpleGrid>
  );
}
