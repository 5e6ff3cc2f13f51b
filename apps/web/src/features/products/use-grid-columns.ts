import { PRODUCT_COLUMNS, type ProductColumn } from '@shelfscope/contracts';
import { useEffect, useState } from 'react';
import { DEFAULT_COLUMNS } from '../../components/product-grid/column-labels';
import { useSaveDefaultColumns, useUserSettings } from '../../components/product-grid/user-settings';

const KNOWN = new Set<string>(PRODUCT_COLUMNS);

/** The grid's columns: the member's saved default columns, changed and saved from the chooser. */
export function useGridColumns() {
  const settings = useUserSettings();
  const save = useSaveDefaultColumns();
  const [columns, setColumns] = useState<ProductColumn[] | null>(null);
  useEffect(() => {
    if (!settings.data || columns !== null) return;
    const saved = settings.data.defaultColumns.filter((c): c is ProductColumn => KNOWN.has(c));
    setColumns(saved.length ? saved : DEFAULT_COLUMNS);
  }, [settings.data, columns]);
  const change = (next: ProductColumn[]) => {
    setColumns(next);
    save.mutate(next);
  };
  const status = save.isPending
    ? 'Saving…'
    : save.isError
      ? save.error.message
      : save.isSuccess
        ? 'Saved as your default'
        : undefined;
  return { settings, columns: columns ?? DEFAULT_COLUMNS, change, status };
}
