import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { ErrorText } from '../../components/error-text';
import { counted } from '../../lib/plural';
import { usePickBestMatches } from './api/uploads';
import { BEST_MATCH_RULE } from './match-candidates';

/**
 * "Pick the best match for all" over a finished upload's open rows: one request to the server,
 * which applies the rule (said here) to every row at once and answers what it picked and left.
 */
export function BestMatches({ uploadId, open }: { uploadId: string; open: number }) {
  const pick = usePickBestMatches(uploadId);
  const result = pick.data;
  return (
    <Stack gap="xs">
      {open > 0 ? (
        <Paper withBorder p="sm" radius="md">
          <Group justify="space-between" wrap="wrap" gap="sm">
            <Stack gap={2} style={{ flex: '1 1 260px' }}>
              <Text size="sm" fw={600}>
                {counted(open, 'row has', 'rows have')} several matches
              </Text>
              <Text size="xs" c="dimmed">
                Rule: {BEST_MATCH_RULE}
              </Text>
            </Stack>
            <Button size="xs" loading={pick.isPending} onClick={() => pick.mutate()}>
              Pick the best match for all
            </Button>
          </Group>
        </Paper>
      ) : null}
      <ErrorText error={pick.error} />
      {result ? (
        <Alert color={result.picked > 0 ? 'teal' : 'yellow'} variant="light" py={6}>
          {counted(result.picked, 'match', 'matches')} picked and added to the supplier’s products.
          {result.left > 0 ? ` ${counted(result.left, 'row')} left to choose: no match holds the row’s pack.` : ''}
        </Alert>
      ) : null}
    </Stack>
  );
}
