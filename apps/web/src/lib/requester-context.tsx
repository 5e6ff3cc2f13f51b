import { createContext, type ReactNode, useContext } from 'react';
import type { Requester } from './request';

const RequesterContext = createContext<Requester | null>(null);

/**
 * Provides the app's one request wrapper (see request.ts) to every feature. The app builds it
 * from the signed-in session; tests build one with createRequester over a test session and a
 * fetch that answers at the network boundary.
 */
export function RequesterProvider({ requester, children }: { requester: Requester; children: ReactNode }) {
  return <RequesterContext.Provider value={requester}>{children}</RequesterContext.Provider>;
}

/** The request wrapper; every seller API call of a feature goes through it. */
export function useRequester(): Requester {
  const requester = useContext(RequesterContext);
  if (!requester) throw new Error('useRequester: no RequesterProvider above this component');
  return requester;
}
