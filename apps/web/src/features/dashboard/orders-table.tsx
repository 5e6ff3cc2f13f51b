import type { DashboardOrderMonth } from '@shelfscope/contracts';
import { money, percent, ROI_HELP } from './format';
import classes from './orders-table.module.css';

const figure = { style: { textAlign: 'right' as const, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' as const } };

/** The chart's months as figures, newest first. */
export function OrdersTable({ months, currency }: { months: DashboardOrderMonth[]; currency: string }) {
  return (
    // Plain table elements in Mantine's table style (orders-table.module.css says why). The box
    // scrolls on a narrow screen, so it takes the focus to scroll by keyboard (as Mantine's did).
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard.
    <div className={classes.scroll} tabIndex={0}>
      <table className={classes.table} aria-label="Downloaded orders by month">
        <thead>
          <tr>
            <th>Month</th>
            <th {...figure}>Cost of goods</th>
            <th {...figure}>Projected revenue</th>
            <th {...figure}>Projected profit</th>
            <th {...figure} title={ROI_HELP}>
              Projected ROI
            </th>
          </tr>
        </thead>
        <tbody>
          {[...months].reverse().map((m) => (
            <tr key={m.month}>
              <th scope="row" style={{ fontWeight: 500, whiteSpace: 'nowrap' }}>
                {m.monthName} {m.month.slice(0, 4)}
              </th>
              <td {...figure}>{money(m.cogsOnOrders, currency)}</td>
              <td {...figure}>{money(m.projectedRevenueOnOrders, currency)}</td>
              <td {...figure}>{money(m.projectedProfitOnOrders, currency)}</td>
              <td {...figure}>{percent(m.projectedRoiOnOrders)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
