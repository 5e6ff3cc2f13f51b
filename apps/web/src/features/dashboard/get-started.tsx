import { Anchor, List, Paper, Text, ThemeIcon, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';

const STEPS = [
  { to: '/suppliers', link: 'Add a supplier', why: 'the wholesaler or brand you buy from.' },
  { to: '/uploads', link: 'Upload a price list', why: "the supplier's CSV or XLSX: every product is matched and analysed." },
  { to: '/shortlists', link: 'Shortlist the winners', why: 'the products worth buying, with the packs to buy.' },
  {
    to: '/purchase-orders',
    link: 'Download a purchase order',
    why: 'send it to the supplier; its projected profit shows here.',
  },
] as const;

/** A new company's dashboard: nothing to count yet, so what to do first, in order, with links. */
export default function GetStarted() {
  return (
    <Paper withBorder radius="md" p="lg" mb="lg" component="section" aria-labelledby="get-started-title">
      <Title order={3} size="h4" id="get-started-title">
        Nothing to count yet
      </Title>
      <Text size="sm" c="dimmed" mt={4} mb="md">
        The dashboard adds up what you do in ShelfScope. Start here:
      </Text>
      <List type="ordered" spacing="sm" center icon={null} styles={{ itemWrapper: { alignItems: 'flex-start' } }}>
        {STEPS.map((step, i) => (
          <List.Item
            key={step.to}
            icon={
              <ThemeIcon size={24} radius="xl" variant="light">
                <Text size="xs" fw={700} aria-hidden>
                  {i + 1}
                </Text>
              </ThemeIcon>
            }
          >
            <Text size="sm">
              <Anchor component={Link} to={step.to} fw={600} underline="always">
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
