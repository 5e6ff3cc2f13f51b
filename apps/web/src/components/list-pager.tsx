import { Group, Pagination, Text } from '@mantine/core';
import { formatCount } from '../lib/locale';
import { pagerControlLabels } from './pager-labels';

/**
 * The foot of a paged list: how many there are ("1,204 orders") and the pager with named arrow
 * buttons. `noun` is the singular and the plural.
 */
export function ListPager(props: {
  total: number;
  pageSize: number;
  page: number;
  onChange: (page: number) => void;
  noun: [string, string];
}) {
  const { total, pageSize, page, onChange, noun } = props;
  return (
    <Group justify="space-between" p="sm">
      <Text size="sm" c="dimmed">
        {formatCount(total)} {total === 1 ? noun[0] : noun[1]}
      </Text>
      <Pagination
        total={Math.max(1, Math.ceil(total / pageSize))}
        value={page}
        onChange={onChange}
        size="sm"
        getControlProps={pagerControlLabels}
      />
    </Group>
  );
}
