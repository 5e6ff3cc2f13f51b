import { Button, Group, Loader, Popover, Stack } from '@mantine/core';
import { useState } from 'react';
import { ErrorText } from '../../components/error-text';
import { useChooseCandidate, useRowCandidates } from './api/uploads';
import { MatchCandidates } from './match-candidates';

/**
 * The picker of a "several matches" row: each product with its image, buy box, units and the
 * profit and ROI at the row's pack and cost (the server's figures); the choice adds that product
 * to the supplier with the row's pack, cost and item number.
 */
export function ChooseMatch({
  uploadId,
  row,
  identifier,
  packSize,
  currency,
}: {
  uploadId: string;
  row: number;
  identifier: string;
  packSize: number;
  /** The candidates' figures' currency (the supplier's marketplace's). */
  currency?: string;
}) {
  const [opened, setOpened] = useState(false);
  const [asin, setAsin] = useState<string | null>(null);
  const candidates = useRowCandidates(uploadId, row, opened);
  const choose = useChooseCandidate(uploadId, row);
  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      position="bottom-start"
      width="min(480px, calc(100vw - 24px))"
      trapFocus
      withArrow
      shadow="md"
    >
      <Popover.Target>
        <Button size="compact-xs" variant="light" onClick={() => setOpened((o) => !o)}>
          Choose…
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="sm">
          {candidates.isError ? <ErrorText error={candidates.error} /> : null}
          {candidates.data ? (
            <MatchCandidates
              label={`${identifier} matches ${candidates.data.length} products: pick one`}
              packSize={packSize}
              currency={currency}
              candidates={candidates.data}
              value={asin}
              onChange={setAsin}
            />
          ) : candidates.isError ? null : (
            <Group justify="center">
              <Loader role="status" size="xs" aria-label="Loading the matches" />
            </Group>
          )}
          {choose.error ? <ErrorText error={choose.error} /> : null}
          <Group justify="flex-end" gap="xs">
            <Button size="xs" variant="default" onClick={() => setOpened(false)}>
              Cancel
            </Button>
            <Button
              size="xs"
              disabled={asin === null}
              loading={choose.isPending}
              onClick={() => asin && choose.mutate(asin, { onSuccess: () => setOpened(false) })}
            >
              Add this product
            </Button>
          </Group>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
