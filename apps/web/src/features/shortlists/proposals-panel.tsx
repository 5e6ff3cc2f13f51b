import { Alert, Badge, Button, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import type { ShortlistItem } from '@shelfscope/contracts';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Permitted } from '../../components/permitted';
import { memberName, membersQueryOptions } from '../../lib/members';
import { currencyOf } from '../../lib/money';
import { useSession } from '../../lib/session';
import { useDecideProposals } from './api/approvals';
import { useShortlistItems } from './api/shortlist-items';
import { count, money } from './format';

/** Proposals shown at once; a VA's finds on one shortlist are far fewer. */
const PROPOSALS_PAGE = 500;

/**
 * A VA's proposals waiting on this shortlist: each with who proposed it and why, and a buyer's
 * Approve and Reject with a comment, one by one or all at once. They count in no total until
 * approved (docs/teams.md). Cards, not table rows, so they read on a phone.
 */
export function ProposalsPanel({ shortlistId, waiting }: { shortlistId: string; waiting: number }) {
  const items = useShortlistItems(shortlistId, { search: '', orderBy: '', descending: false, page: 1, pageSize: PROPOSALS_PAGE });
  const members = useQuery(membersQueryOptions(useSession().client));
  const decide = useDecideProposals(shortlistId);
  const [comment, setComment] = useState('');
  if (waiting === 0) return null;
  const proposals = (items.data?.data ?? []).filter((i) => i.status === 'proposed');
  const act = (decision: 'approve' | 'reject', itemId?: string) =>
    decide.mutate({ decision, comment, ...(itemId ? { itemId } : {}) }, { onSuccess: () => setComment('') });

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label="Proposals">
      <Group justify="space-between" wrap="wrap" gap="xs" mb="xs">
        <Group gap="xs">
          <Text fw={600}>Proposals</Text>
          <Badge color="yellow" variant="light">
            {count(waiting)} waiting
          </Badge>
        </Group>
        <Permitted permission="shortlists:approve">
          {(allowed) => (
            <Group gap="xs">
              <Button
                size="xs"
                color="teal"
                leftSection={<IconCheck size={14} />}
                disabled={!allowed}
                loading={decide.isPending}
                onClick={() => act('approve')}
              >
                Approve all
              </Button>
              <Button
                size="xs"
                variant="default"
                leftSection={<IconX size={14} />}
                disabled={!allowed}
                loading={decide.isPending}
                onClick={() => act('reject')}
              >
                Reject all
              </Button>
            </Group>
          )}
        </Permitted>
      </Group>
      <Text size="sm" c="dimmed" mb="sm">
        Finds a VA proposed. They count in no total and go into no purchase order until a buyer approves them.
      </Text>
      <Permitted permission="shortlists:approve" hide>
        {() => (
          <Textarea
            label="Comment for the proposer"
            placeholder="Optional: sent with your decision"
            size="xs"
            rows={1}
            maxLength={2000}
            value={comment}
            onChange={(e) => setComment(e.currentTarget.value)}
            mb="sm"
          />
        )}
      </Permitted>
      {decide.error ? (
        <Alert color="red" variant="light" role="alert" mb="sm" withCloseButton onClose={() => decide.reset()}>
          {decide.error.message}
        </Alert>
      ) : null}
      <Stack gap="xs">
        {proposals.map((item) => (
          <Proposal
            key={item.id}
            item={item}
            proposer={memberName(members.data, item.proposedBy)}
            busy={decide.isPending}
            onDecide={(decision) => act(decision, item.id)}
          />
        ))}
      </Stack>
    </Paper>
  );
}

function Proposal({
  item,
  proposer,
  busy,
  onDecide,
}: {
  item: ShortlistItem;
  proposer: string;
  busy: boolean;
  onDecide: (decision: 'approve' | 'reject') => void;
}) {
  const p = item.product;
  return (
    <Paper withBorder radius="sm" p="sm" component="article" aria-label={`Proposal: ${p.title ?? p.asin}`}>
      <Group justify="space-between" wrap="wrap" gap="xs" align="flex-start">
        <div style={{ minWidth: 0, flex: '1 1 220px' }}>
          <Text size="sm" fw={500} lineClamp={2} title={p.title ?? p.asin}>
            {p.title ?? p.asin}
          </Text>
          <Text size="xs" c="dimmed">
            {p.asin} · {count(item.quantity)} {item.quantity === 1 ? 'unit' : 'units'} · profit{' '}
            {money(item.profitOnPurchase, currencyOf(p))}
          </Text>
          <Text size="xs" mt={4}>
            Proposed by {proposer}
            {item.note ? `: “${item.note}”` : ''}
          </Text>
        </div>
        <Permitted permission="shortlists:approve" hide>
          {() => (
            <Group gap="xs" wrap="nowrap">
              <Button
                size="compact-sm"
                color="teal"
                variant="light"
                aria-label={`Approve ${p.asin}`}
                disabled={busy}
                onClick={() => onDecide('approve')}
              >
                Approve
              </Button>
              <Button
                size="compact-sm"
                color="red"
                variant="subtle"
                aria-label={`Reject ${p.asin}`}
                disabled={busy}
                onClick={() => onDecide('reject')}
              >
                Reject
              </Button>
            </Group>
          )}
        </Permitted>
      </Group>
    </Paper>
  );
}
