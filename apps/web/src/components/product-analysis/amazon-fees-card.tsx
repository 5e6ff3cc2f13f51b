import { Anchor, Badge, Card, Group, Loader, Table, Text, Title } from '@mantine/core';
import type { FeeComparison } from '@shelfscope/contracts';
import { useFeeEstimates } from '../../lib/seller-account';
import { ConnectSellerAccount } from './eligibility-card';
import { dateTime, money } from './format';

/**
 * Amazon's fee estimate (the seller's own account, Product Fees API) beside ShelfScope's fees at
 * the product's selected price, with our fee table named; a difference above the server's
 * threshold (5 cents by default) is highlighted. Without a connected account: the sentence to
 * connect one, where the figure would be.
 */
export function AmazonFeesCard(props: { productId: string; versionId: string }) {
  const query = useFeeEstimates([{ id: props.productId, versionId: props.versionId }]);
  const answer = query.data;
  return (
    <Card withBorder padding="md" radius="md" mt="md" component="section" aria-label="Amazon's fee estimate">
      <Title order={3} size="h5" mb="xs">
        Amazon's fee estimate
      </Title>
      {query.isPending ? <Loader role="status" size="xs" aria-label="Asking Amazon" /> : null}
      {query.isError ? (
        <Text size="sm" c="red">
          Amazon's estimate could not be loaded.
        </Text>
      ) : null}
      {answer && !answer.connected ? <ConnectSellerAccount message={answer.message} /> : null}
      {answer?.results[0] ? <FeeComparisonView comparison={answer.results[0]} /> : null}
    </Card>
  );
}

/** The two columns of fees, the difference and where each figure comes from. */
export function FeeComparisonView({ comparison: c }: { comparison: FeeComparison }) {
  const m = (v: number | null | undefined) => money(v ?? null, c.currency);
  const rows: { label: string; ours: number | null; amazon: number | null | undefined }[] = [
    { label: 'Referral fee', ours: c.ours.referralFee, amazon: c.amazon?.referralFee },
    { label: 'Fulfilment fee', ours: c.ours.fulfillmentFee, amazon: c.amazon?.fulfillmentFee },
    { label: 'Other fees', ours: c.ours.otherFees, amazon: c.amazon?.otherFees },
  ];
  const signed = (v: number) => `${v > 0 ? '+' : v < 0 ? '−' : ''}${m(Math.abs(v))}`;
  return (
    <>
      <Text size="sm" c="dimmed" mb={4}>
        At the selling price {m(c.price)}
      </Text>
      <Table withRowBorders={false} verticalSpacing={2} horizontalSpacing="xs" fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Fee</Table.Th>
            <Table.Th ta="right">ShelfScope</Table.Th>
            <Table.Th ta="right">Amazon</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r) => (
            <Table.Tr key={r.label}>
              <Table.Td>{r.label}</Table.Td>
              <Table.Td ta="right">{m(r.ours)}</Table.Td>
              <Table.Td ta="right">{c.amazon ? m(r.amazon) : '–'}</Table.Td>
            </Table.Tr>
          ))}
          <Table.Tr fw={700}>
            <Table.Td>Total</Table.Td>
            <Table.Td ta="right">{m(c.ours.total)}</Table.Td>
            <Table.Td ta="right">{c.amazon ? m(c.amazon.total) : '–'}</Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
      {c.difference !== null ? (
        <Group gap="xs" mt="xs">
          {c.highlighted ? (
            <Badge color="orange" variant="light" role="status">
              Amazon's estimate differs by {signed(c.difference)}
            </Badge>
          ) : (
            <Text size="sm" role="status">
              {c.difference === 0
                ? 'Both agree to the cent.'
                : `Within ${m(c.threshold)}: Amazon differs by ${signed(c.difference)}.`}
            </Text>
          )}
        </Group>
      ) : null}
      {c.amazonError ? (
        <Text size="sm" c="dimmed" mt="xs">
          {c.amazonError}
        </Text>
      ) : null}
      <Text size="xs" c="dimmed" mt="xs">
        Ours: {c.feeTable.title} (from {c.feeTable.effectiveFrom})
        {c.feeTable.urls[0] ? (
          <>
            {' · '}
            <Anchor href={c.feeTable.urls[0]} target="_blank" rel="noreferrer" size="xs" underline="always">
              source
            </Anchor>
          </>
        ) : null}
        {c.amazon ? ` · Amazon's: your seller account, ${dateTime(c.amazon.estimatedAt)}` : ''}
      </Text>
    </>
  );
}
