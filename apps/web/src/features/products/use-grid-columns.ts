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
  // A VA held to the company's locked profile may look at other columns but not save them (the server's 403).
  const isLocked = settings.data?.isProfileLocked ?? false;
  const [isChangedLocally, setChangedLocally] = useState(false);
  const change = (next: ProductColumn[]) => {
    setColumns(next);
    if (isLocked) setChangedLocally(true);
    else save.mutate(next);
  };
  const status = isChangedLocally
    ? 'Not saved: your company locked its columns for VAs'
    : save.isPending
      ? 'Saving…'
      : save.isError
        ? save.error.message
        : save.isSuccess
          ? 'Saved as your default'
          : undefined;
  return { settings, columns: columns ?? DEFAULT_COLUMNS, change, status };
}
