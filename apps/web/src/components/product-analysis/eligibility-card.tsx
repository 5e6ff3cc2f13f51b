import { Anchor, Badge, Button, Card, Group, List, Loader, Text, Title } from '@mantine/core';
import type { Eligibility, MarketplaceCode } from '@shelfscope/contracts';
import { Link } from '@tanstack/react-router';
import { useEligibility, useRecheckEligibility } from '../../lib/seller-account';
import { dateTime } from './format';

/** The words and colour of each answer (docs/seller-account.md). */
export const ELIGIBILITY_WORDS: Record<Eligibility, { label: string; color: string }> = {
  allowed: { label: 'You can sell this', color: 'teal' },
  approval_required: { label: 'Approval required', color: 'orange' },
  not_eligible: { label: 'Restricted', color: 'red' },
  unknown: { label: 'Unknown', color: 'gray' },
};

/** The server's sentence to connect the seller account, where a figure would be, linking to its settings. */
export function ConnectSellerAccount({ message }: { message: string | null }) {
  return (
    <Text size="sm">
      <Anchor component={Link} to="/settings/seller-account">
        {message}
      </Anchor>
    </Text>
  );
}

/**
 * "Can I sell this?": the seller's own Amazon account's answer for the product (new condition),
 * Amazon's reasons in its words and the approval link; what the seller holds at Amazon. Without a
 * connected account, the sentence that says to connect one where the answer would be.
 */
export function EligibilityCard(props: {
  asin: string;
  marketplace: MarketplaceCode | undefined;
  fbaFulfillable?: number | null | undefined;
  fbaInbound?: number | null | undefined;
}) {
  const query = useEligibility({ asin: props.asin, marketplace: props.marketplace });
  const recheck = useRecheckEligibility({ asin: props.asin, marketplace: props.marketplace });
  const answer = query.data;
  const result = answer?.result ?? null;
  const words = result ? ELIGIBILITY_WORDS[result.eligibility] : null;
  const units = (props.fbaFulfillable ?? 0) + (props.fbaInbound ?? 0);
  return (
    <Card withBorder padding="md" radius="md" mt="md" component="section" aria-label="Can I sell this?">
      <Group justify="space-between" mb="xs">
        <Title order={3} size="h5">
          Can I sell this?
        </Title>
        {words ? (
          <Badge color={words.color} variant="light">
            {words.label}
          </Badge>
        ) : null}
      </Group>
      {query.isPending ? <Loader role="status" size="xs" aria-label="Checking" /> : null}
      {query.isError ? (
        <Text size="sm" c="red">
          The answer could not be loaded.
        </Text>
      ) : null}
      {answer && !answer.connected ? <ConnectSellerAccount message={answer.message} /> : null}
      {result ? (
        <>
          {result.reasons.length > 0 ? (
            <List spacing={4} size="sm" aria-label="Amazon's reasons">
              {result.reasons.map((reason) => (
                <List.Item key={`${reason.reasonCode}:${reason.message}`}>{reason.message}</List.Item>
              ))}
            </List>
          ) : null}
          <Group justify="space-between" mt="xs" gap="xs">
            {result.approvalUrl ? (
              <Anchor href={result.approvalUrl} target="_blank" rel="noreferrer" size="sm" fw={600}>
                Request approval on Seller Central
              </Anchor>
            ) : (
              <span />
            )}
            <Button size="compact-xs" variant="subtle" loading={recheck.isPending} onClick={() => recheck.mutate()}>
              Check again
            </Button>
          </Group>
          <Text size="xs" c="dimmed" mt={4}>
            {result.eligibilityCheckedAt ? `Checked ${dateTime(result.eligibilityCheckedAt)} · new condition` : 'Not checked'}
          </Text>
        </>
      ) : null}
      {units > 0 ? (
        <Text size="sm" mt="xs" fw={600}>
          You have {props.fbaFulfillable ?? 0} {props.fbaFulfillable === 1 ? 'unit' : 'units'}
          {props.fbaInbound ? `, ${props.fbaInbound} inbound` : ''} at Amazon.
        </Text>
      ) : null}
    </Card>
  );
}
