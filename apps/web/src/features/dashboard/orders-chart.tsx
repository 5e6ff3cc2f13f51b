import '@mantine/charts/styles.css';
import { CompositeChart } from '@mantine/charts';
import type { DashboardOrderMonth } from '@shelfscope/contracts';
import { usePhone } from '../../lib/use-phone';
import { axisMoney, money } from './format';

/**
 * Twelve months of downloaded orders (Mantine charts on recharts): cost of goods and projected
 * revenue as bars, projected profit as a line, with a tooltip per month and a legend. Mantine's
 * theme colours follow the light and dark schemes. Its own chunk: the page shows the cards first.
 */
export default function OrdersChart({ months }: { months: DashboardOrderMonth[] }) {
  // On a phone the legend takes two lines: room for them, so it never runs into the table below.
  const phone = usePhone();
  const data = months.map((m) => ({
    label: `${m.monthName.slice(0, 3)} ${m.month.slice(2, 4)}`,
    cogsOnOrders: m.cogsOnOrders,
    projectedRevenueOnOrders: m.projectedRevenueOnOrders,
    projectedProfitOnOrders: m.projectedProfitOnOrders,
  }));
  return (
    <CompositeChart
      h={300}
      data={data}
      dataKey="label"
      withLegend
      legendProps={{ verticalAlign: 'bottom', height: phone ? 64 : 40 }}
      valueFormatter={money}
      yAxisProps={{ tickFormatter: axisMoney, width: 56 }}
      xAxisProps={{ interval: 'preserveStartEnd', minTickGap: 8 }}
      maxBarWidth={22}
      series={[
        { name: 'cogsOnOrders', label: 'Cost of goods', color: 'gray.5', type: 'bar' },
        { name: 'projectedRevenueOnOrders', label: 'Projected revenue', color: 'blue.6', type: 'bar' },
        { name: 'projectedProfitOnOrders', label: 'Projected profit', color: 'teal.6', type: 'line' },
      ]}
      curveType="monotone"
    />
  );
}
