import { useNavigate, useParams } from '@tanstack/react-router';
import { useMemo } from 'react';
import { AnalysisView } from '../../components/product-analysis/analysis-view';
import { mantineToaster } from '../../lib/toaster';
import { useAnalyseVariation } from './api/pick-variation';
import { quickViewEndpoints } from './api/quick-view-endpoints';

/**
 * One quick-view item: an ASIN analysed outside any supplier, with the full analysis. A variation
 * parent's variation picked here is analysed as an item of its own, which then opens.
 */
export default function QuickViewItemPage() {
  const { quickViewItemId = '' } = useParams({ strict: false }) as { quickViewItemId?: string };
  const endpoints = useMemo(() => quickViewEndpoints(quickViewItemId), [quickViewItemId]);
  const navigate = useNavigate();
  const analyse = useAnalyseVariation();
  const onPick = (asin: string) =>
    analyse.mutate(asin, {
      onSuccess: (result) => {
        if (result.product) void navigate({ to: `/quick-view/${result.product.id}` as never });
      },
      onError: (error) => mantineToaster.error(`${asin} could not be analysed`, error.message),
    });
  return (
    <AnalysisView
      endpoints={endpoints}
      parent={{ label: 'Quick view', to: '/quick-view' }}
      pickVariation={{ onPick, picking: analyse.isPending ? (analyse.variables ?? null) : null }}
    />
  );
}
