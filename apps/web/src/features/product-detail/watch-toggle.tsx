import { Button } from '@mantine/core';
import type { ProductDetail } from '@shelfscope/contracts';
import { IconEye, IconEyeCheck } from '@tabler/icons-react';
import { useWatches, useWatchMutations } from '../../lib/watches';

/** "Watch" / "Watching": the product read again on the plan's schedule, without an alert rule. */
export function WatchToggle({ product }: { product: ProductDetail }) {
  const watches = useWatches(product.id);
  const { add, remove } = useWatchMutations();
  const watch = watches.data?.[0];
  return (
    <Button
      variant={watch ? 'light' : 'default'}
      leftSection={watch ? <IconEyeCheck size={16} /> : <IconEye size={16} />}
      loading={watches.isLoading || add.isPending || remove.isPending}
      title={watch ? 'Read again on your plan’s schedule. Click to stop watching.' : 'Read it again on your plan’s schedule'}
      onClick={() => (watch ? remove.mutate(watch.id) : add.mutate({ productId: product.id }))}
    >
      {watch ? 'Watching' : 'Watch'}
    </Button>
  );
}
