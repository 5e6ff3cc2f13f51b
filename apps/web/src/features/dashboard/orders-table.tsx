import { Table } from '@mantine/core';
import type { DashboardOrderMonth } from '@shelfscope/contracts';
import { money, percent, ROI_HELP } from './format';

const figure = { style: { textAlign: 'right' as const, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' as const } };

/** The chart's months as figures, newest first. */
export function OrdersTable({ months }: { months: DashboardOrderMonth[] }) {
  return (
    <Table.ScrollContainer minWidth={520} type="native" tabIndex={0}>
      <Table striped verticalSpacing="xs" fz="sm" aria-label="Downloaded orders by month">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Month</Table.Th>
            <Table.Th {...figure}>Cost of goods</Table.Th>
            <Table.Th {...figure}>Projected revenue</Table.Th>
            <Table.Th {...figure}>Projected profit</Table.Th>
            <Table.Th {...figure} title={ROI_HELP}>
              Projected ROI
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {[...months].reverse().map((m) => (
            <Table.Tr key={m.month}>
              <Table.Th scope="row" fw={500} style={{ whiteSpace: 'nowrap' }}>
                {m.monthName} {m.month.slice(0, 4)}
              </Table.Th>
              <Table.Td {...figure}>{money(m.cogsOnOrders)}</Table.Td>
              <Table.Td {...figure}>{money(m.projectedRevenueOnOrders)}</Table.Td>
              <Table.Td {...figure}>{money(m.projectedProfitOnOrders)}</Table.Td>
              <Table.Td {...figure}>{percent(m.projectedRoiOnOrders)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
