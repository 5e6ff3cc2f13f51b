import { Badge, Button, Card, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import type { Invoice } from '@shelfscope/contracts';
import { useState } from 'react';
import { useDownload } from '../../lib/download';
import { mantineToaster } from '../../lib/toaster';
import { useInvoices } from './api/billing';
import { day, money } from './format';

const STATUS: Record<Invoice['status'], { label: string; color: string }> = {
  paid: { label: 'Paid', color: 'teal' },
  open: { label: 'Due', color: 'orange' },
  void: { label: 'Void', color: 'gray' },
  draft: { label: 'Draft', color: 'gray' },
  uncollectible: { label: 'Uncollectible', color: 'red' },
};

/** An amount in cents in its currency: dollars as all money is shown, another currency named. */
const amountOf = (invoice: Invoice) =>
  invoice.currency === 'usd' ? money(invoice.amount) : `${(invoice.amount / 100).toFixed(2)} ${invoice.currency.toUpperCase()}`;

/** The company's invoices, each with its PDF (the company, the line billed, amount, paid date). */
export function InvoicesPanel() {
  const invoices = useInvoices();
  const download = useDownload();
  const [busy, setBusy] = useState<string | null>(null);
  const fetchPdf = async (invoice: Invoice) => {
    setBusy(invoice.id);
    try {
      await download(`/api/Billing/Invoices/${encodeURIComponent(invoice.id)}/pdf`, `shelfscope-invoice-${invoice.id}.pdf`);
    } catch (error) {
      mantineToaster.error('Error', (error as Error).message);
    } finally {
      setBusy(null);
    }
  };
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="invoices">
      <Title order={3} id="invoices" mb="sm">
        Invoices
      </Title>
      {invoices.data && invoices.data.length > 0 ? (
        <Table.ScrollContainer minWidth={560} type="native">
          <Table verticalSpacing={6} fz="sm" aria-label="Invoices">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Date</Table.Th>
                <Table.Th>For</Table.Th>
                <Table.Th ta="right">Amount</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>
                  <VisuallyHidden>Download</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {invoices.data.map((invoice) => (
                <Table.Tr key={invoice.id}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{day(invoice.created)}</Table.Td>
                  <Table.Td>{invoice.line}</Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {amountOf(invoice)}
                  </Table.Td>
                  <Table.Td>
                    <Badge size="sm" variant="light" color={STATUS[invoice.status].color} tt="none">
                      {STATUS[invoice.status].label}
                      {invoice.paidAt ? ` ${day(invoice.paidAt)}` : ''}
                    </Badge>
                  </Table.Td>
                  <Table.Td ta="right">
                    <Button
                      size="compact-xs"
                      variant="light"
                      loading={busy === invoice.id}
                      onClick={() => void fetchPdf(invoice)}
                      aria-label={`Download the invoice of ${day(invoice.created)} as a PDF`}
                    >
                      PDF
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : (
        <Text size="sm" c="dimmed">
          {invoices.isLoading ? 'Loading…' : invoices.isError ? invoices.error.message : 'No invoice yet.'}
        </Text>
      )}
    </Card>
  );
}
