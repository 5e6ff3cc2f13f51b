import { Anchor, List, Paper, Text, ThemeIcon, Title } from '@mantine/core';
import type { FirstSteps } from '@shelfscope/contracts';
import { IconCheck } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';

const STEPS = [
  { key: 'supplier', to: '/suppliers', link: 'Add a supplier', why: 'the wholesaler or brand you buy from.' },
  {
    key: 'priceList',
    to: '/uploads',
    link: 'Upload a price list',
    why: "the supplier's CSV or XLSX: every product is matched and analysed.",
  },
  {
    key: 'shortlist',
    to: '/shortlists',
    link: 'Shortlist the winners',
    why: 'the products worth buying, with the packs to buy.',
  },
  {
    key: 'purchaseOrder',
    to: '/purchase-orders',
    link: 'Download a purchase order',
    why: 'send it to the supplier; its projected profit shows here.',
  },
] as const;

/**
 * What to do first, in order, with links: shown until every step is done (a step done is ticked),
 * not only while there is nothing to count.
 */
export default function GetStarted({ done, blank }: { done: FirstSteps; blank: boolean }) {
  const left = STEPS.filter((step) => !done[step.key]).length;
  return (
    <Paper withBorder radius="md" p="lg" mb="lg" component="section" aria-labelledby="get-started-title">
      <Title order={3} size="h4" id="get-started-title">
        {blank ? 'Nothing to count yet' : 'Get started'}
      </Title>
      <Text size="sm" c="dimmed" mt={4} mb="md">
        {blank
          ? 'The dashboard adds up what you do in ShelfScope. Start here:'
          : `${STEPS.length - left} of ${STEPS.length} first steps done. Next:`}
      </Text>
      <List type="ordered" spacing="sm" center icon={null} styles={{ itemWrapper: { alignItems: 'flex-start' } }}>
        {STEPS.map((step, i) => (
          <List.Item
            key={step.to}
            icon={
              <ThemeIcon
                size={24}
                radius="xl"
                variant={done[step.key] ? 'filled' : 'light'}
                color={done[step.key] ? 'teal' : undefined}
              >
                {done[step.key] ? (
                  <IconCheck size={14} aria-label="Done" />
                ) : (
                  <Text size="xs" fw={700} aria-hidden>
                    {i + 1}
                  </Text>
                )}
              </ThemeIcon>
            }
          >
            <Text size="sm" td={done[step.key] ? 'line-through' : undefined} c={done[step.key] ? 'dimmed' : undefined}>
              <Anchor component={Link} to={step.to} fw={600} underline="always" c={done[step.key] ? 'dimmed' : undefined}>
                {step.link}
              </Anchor>
              : {step.why}
            </Text>
          </List.Item>
        ))}
      </List>
    </Paper>
  );
}
