import { Anchor, Badge, Group, Progress, Stack, Text } from '@mantine/core';
import { NOT_CONNECTED_MESSAGE } from '@shelfscope/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ELIGIBILITY_WORDS } from '../../components/product-analysis/eligibility-card';
import { useLiveEvents } from '../../lib/live-events';
import { formatCount } from '../../lib/locale';
import { useRequester } from '../../lib/requester-context';
import { uploadEligibilityQueryOptions, useSellerAccount, useUploadEligibility } from '../../lib/seller-account';

/**
 * "Can I sell these?": how many of an upload's matched rows the seller's Amazon account has
 * checked, and how many are allowed, need approval, are restricted or unknown (docs/seller-account.md),
 * followed live (the stream's `eligibility` events). Without a connected account: the sentence to
 * connect one, where the counts would be.
 */
export function EligibilityChecks({ uploadId, finished }: { uploadId: string; finished: boolean }) {
  const counts = useUploadEligibility(uploadId);
  const account = useSellerAccount();
  const queryClient = useQueryClient();
  const request = useRequester();
  useLiveEvents((event) => {
    if (event.event === 'eligibility' && event.data.uploadId === uploadId) {
      void queryClient.invalidateQueries({ queryKey: uploadEligibilityQueryOptions(request, uploadId).queryKey });
    }
    // Matching ended: its rows have joined the checking queue.
    if (event.event === 'upload' && event.data.uploadId === uploadId) {
      void queryClient.invalidateQueries({ queryKey: uploadEligibilityQueryOptions(request, uploadId).queryKey });
    }
  });
  const c = counts.data;
  if (!c) return null;
  if (c.total === 0) {
    if (!finished || account.data?.connected !== false) return null;
    return (
      <Text size="sm" role="status">
        <Anchor component={Link} to="/settings/seller-account">
          {NOT_CONNECTED_MESSAGE}
        </Anchor>
      </Text>
    );
  }
  const parts = [
    { key: 'allowed', count: c.allowed, label: `${formatCount(c.allowed)} allowed` },
    { key: 'approval_required', count: c.approvalRequired, label: `${formatCount(c.approvalRequired)} need approval` },
    { key: 'not_eligible', count: c.notEligible, label: `${formatCount(c.notEligible)} restricted` },
    { key: 'unknown', count: c.unknown, label: `${formatCount(c.unknown)} unknown` },
  ] as const;
  const done = c.checked >= c.total;
  return (
    <Stack gap={4} component="section" aria-label="Can I sell these?">
      <Group justify="space-between" gap="xs">
        <Text size="sm" fw={600}>
          Can I sell these?
        </Text>
        <Text size="xs" c="dimmed" role="status">
          {done
            ? `All ${formatCount(c.total)} checked with your Amazon seller account`
            : `${formatCount(c.checked)} of ${formatCount(c.total)} checked`}
        </Text>
      </Group>
      <Progress
        value={(c.checked / c.total) * 100}
        animated={!done}
        color={done ? 'teal' : 'blue'}
        size="sm"
        aria-label="Eligibility checked"
      />
      <Group gap="xs">
        {parts
          .filter((p) => p.key !== 'unknown' || p.count > 0)
          .map((p) => (
            <Badge key={p.key} color={ELIGIBILITY_WORDS[p.key].color} variant="light">
              {p.label}
            </Badge>
          ))}
      </Group>
    </Stack>
  );
}
