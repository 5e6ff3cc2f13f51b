import { Button } from '@mantine/core';
import type { ProductDetail } from '@shelfscope/contracts';
import { IconBellPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { AlertRuleModal } from '../../components/alert-rule-modal';

/** "Create alert": a rule on this product (its current buy box as the starting threshold). */
export function CreateAlertButton({ product }: { product: ProductDetail }) {
  const [isOpen, setOpen] = useState(false);
  const start = product.buyBoxCurrent ? `buyBoxCurrent < ${Math.floor(product.buyBoxCurrent * 0.9 * 100) / 100}` : 'roi >= 30';
  return (
    <>
      <Button variant="default" leftSection={<IconBellPlus size={16} />} onClick={() => setOpen(true)}>
        Create alert
      </Button>
      {isOpen ? (
        <AlertRuleModal target={{ productId: product.id }} initialCondition={start} onClose={() => setOpen(false)} />
      ) : null}
    </>
  );
}
