import { Button, Group, Loader, Popover, Stack } from '@mantine/core';
import { useState } from 'react';
import { ErrorText } from '../../components/error-text';
import { CandidateList } from '../../components/product-grid/candidate-list';
import { useChooseCandidate, useRowCandidates } from './api/uploads';

/**
 * The picker of a "several matches" row: the same list the quick view and the add dialog show
 * (ASIN, name, marketplace), and the choice adds that product to the supplier with the row's
 * pack, cost and item number.
 */
export function ChooseMatch({ uploadId, row, identifier }: { uploadId: string; row: number; identifier: string }) {
  const [opened, setOpened] = useState(false);
  const [asin, setAsin] = useState<string | null>(null);
  const candidates = useRowCandidates(uploadId, row, opened);
  const choose = useChooseCandidate(uploadId, row);
  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-start" width={360} trapFocus withArrow shadow="md">
      <Popover.Target>
        <Button size="compact-xs" variant="light" onClick={() => setOpened((o) => !o)}>
          Choose…
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="sm">
          {candidates.isError ? <ErrorText error={candidates.error} /> : null}
          {candidates.data ? (
            <CandidateList
              label={`${identifier} matches ${candidates.data.length} products: pick one`}
              candidates={candidates.data}
              value={asin}
              onChange={setAsin}
            />
          ) : candidates.isError ? null : (
            <Group justify="center">
              <Loader size="xs" aria-label="Loading the matches" />
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
