import { useParams } from '@tanstack/react-router';
import { useMemo } from 'react';
import { AnalysisView } from '../../components/product-analysis/analysis-view';
import { quickViewEndpoints } from './api/quick-view-endpoints';

/** One quick-view item: an ASIN analysed outside any supplier, with the full analysis. */
export default function QuickViewItemPage() {
  const { quickViewItemId = '' } = useParams({ strict: false }) as { quickViewItemId?: string };
  const endpoints = useMemo(() => quickViewEndpoints(quickViewItemId), [quickViewItemId]);
  return <AnalysisView endpoints={endpoints} parent={{ label: 'Quick view', to: '/quick-view' }} />;
}
