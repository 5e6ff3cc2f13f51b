import { envelope, Health } from '@shelfscope/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getEnvelope } from '../../../lib/api';
import { checked } from '../../../lib/checked';

const HealthEnvelope = envelope(Health);

export const healthQueryOptions = () =>
  queryOptions({
    queryKey: ['health'],
    // 503 still carries the health report: it says what is wrong.
    queryFn: ({ signal }) =>
      getEnvelope('/api/health', checked(import.meta.env.DEV && HealthEnvelope), { signal, acceptStatuses: [503] }).then(
        (e) => e.data,
      ),
    refetchInterval: 30_000,
  });

export const useHealth = () => useQuery(healthQueryOptions());
