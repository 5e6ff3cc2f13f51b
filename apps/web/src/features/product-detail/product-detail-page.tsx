import { useParams } from '@tanstack/react-router';
import { useMemo } from 'react';
import { AnalysisView } from '../../components/product-analysis/analysis-view';
import { AddToShortlistButton } from './add-to-shortlist';
import { productEndpoints } from './api/product-endpoints';
import { CreateAlertButton } from './create-alert';
import { WatchToggle } from './watch-toggle';

/** One of a supplier's products with its full analysis; it can go on the supplier's shortlists. */
export default function ProductDetailPage() {
  const { productId = '' } = useParams({ strict: false }) as { productId?: string };
  const endpoints = useMemo(() => productEndpoints(productId), [productId]);
  return (
    <AnalysisView
      endpoints={endpoints}
      parent={{ label: 'Products', to: '/products' }}
      actions={(product) => (
        <>
          <WatchToggle product={product} />
          <CreateAlertButton product={product} />
          <AddToShortlistButton product={product} />
        </>
      )}
    />
  );
}
