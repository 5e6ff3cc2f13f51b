import { UnstyledButton } from '@mantine/core';
import type { Product } from '@shelfscope/contracts';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';
import { type ColumnDef, flexRender, type HeaderGroup, type Row, type RowSelectionState } from '@tanstack/react-table';
import { memo } from 'react';
import { alignClass, type CellOf, type Meta, ROW_HEIGHT, type SortState } from './grid-cells';
import classes from './product-grid.module.css';
import { SCORE_TITLES } from './score';

/**
 * The header row. Memoised apart from the rows: the grid renders again on every scroll frame,
 * and the head (a Mantine button for each sortable column) has nothing new to show then.
 */
export const GridHead = memo(function GridHead({
  headerGroups,
  sort,
  onSort,
}: {
  headerGroups: HeaderGroup<Product>[];
  sort: SortState;
  onSort: (field: string) => void;
  selection: RowSelectionState | undefined;
  rows: Product[];
}) {
  return (
    <thead className={classes.head}>
      {headerGroups.map((group) => (
        <tr key={group.id} className={classes.headRow} aria-rowindex={1}>
          {group.headers.map((header) => {
            const meta = header.column.columnDef.meta as Meta;
            const active = meta.sortField !== undefined && sort.field === meta.sortField;
            const label = flexRender(header.column.columnDef.header, header.getContext());
            return (
              <th
                key={header.id}
                className={`${classes.headCell} ${alignClass(meta)}`}
                data-column={header.column.id}
                aria-sort={active ? (sort.descending ? 'descending' : 'ascending') : undefined}
              >
                {meta.sortField ? (
                  <UnstyledButton
                    className={classes.sort}
                    data-active={active || undefined}
                    onClick={() => meta.sortField && onSort(meta.sortField)}
                    aria-label={`Sort by ${meta.label}`}
                  >
                    {label}
                    {active ? (
                      sort.descending ? (
                        <IconArrowDown size={12} aria-hidden />
                      ) : (
                        <IconArrowUp size={12} aria-hidden />
                      )
                    ) : null}
                  </UnstyledButton>
                ) : (
                  label
                )}
              </th>
            );
          })}
        </tr>
      ))}
    </thead>
  );
});

/**
 * One row. Memoised: a scroll re-renders the grid on every frame, and only the rows that come
 * into view (or whose product, selection or columns changed) need to render again.
 */
export const GridRow = memo(
  function GridRow({
    row,
    index,
    start,
    isSelected,
    defs,
  }: {
    row: Row<Product>;
    index: number;
    start: number;
    isSelected: boolean;
    /** The columns the cells come from: a change of columns or context renders the row again. */
    defs: ColumnDef<Product>[];
  }) {
    return (
      <tr
        className={classes.row}
        data-selected={isSelected || undefined}
        aria-rowindex={index + 2}
        data-asin={row.original.asin}
        style={{ transform: `translateY(${start}px)`, height: ROW_HEIGHT }}
      >
        {defs.map((def) => {
          const meta = def.meta as Meta;
          // A coloured figure's cell is its badge (product-grid.module.css .cell[data-level]).
          const level = meta.level?.(row.original) ?? undefined;
          return (
            <td
              key={def.id}
              className={meta.cellClass}
              data-column={def.id}
              data-level={level}
              title={level && SCORE_TITLES[level]}
            >
              {(def.cell as CellOf)({ row })}
            </td>
          );
        })}
      </tr>
    );
  },
  // The props one by one: React's own comparison lists each side's keys, an array a row a frame.
  (a, b) => a.row === b.row && a.index === b.index && a.start === b.start && a.isSelected === b.isSelected && a.defs === b.defs,
);

/**
 * A row whose product is still on its way (its window is being fetched): the row's place and
 * cells, each with a quiet bar where its figure will be. Nothing moves in it (an animation would
 * cost frames while the grid scrolls).
 */
export const PlaceholderRow = memo(function PlaceholderRow({
  index,
  start,
  defs,
}: {
  index: number;
  start: number;
  defs: ColumnDef<Product>[];
}) {
  return (
    <tr
      className={classes.row}
      data-placeholder
      aria-rowindex={index + 2}
      aria-busy="true"
      style={{ transform: `translateY(${start}px)`, height: ROW_HEIGHT }}
    >
      {defs.map((def) => (
        <td key={def.id} className={(def.meta as Meta).cellClass} data-column={def.id}>
          <span className={classes.placeholderBar} />
        </td>
      ))}
    </tr>
  );
});
