import { type ComponentType, createElement, lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { IdpView } from '../idp/index.js';
import { useWidget } from '../widget-context.js';

import { chunks, loadFederated, loadOnDemand, type OnDemand } from './chunks.js';

// The chunks' imports live here, not in chunks.ts: the flows inside the chunks load each other
// through chunks.ts, which imports neither, so no module imports itself through a chunk.
chunks.onDemand = () => import('./on-demand.js');
chunks.federated = () => import('../federated/index.js');

/**
 * A screen loaded on first use, with the others of on-demand.ts: most logins never reach the MFA
 * screens or set a new password, so those stay out of the widget's first load (the standalone
 * bundle's budget, bench/widget.ts).
 */
export function lazyScreen(
  name: Exclude<keyof OnDemand, 'handleDiscoveryResult' | 'startPasskeyAutofill' | 'authenticateCallbackToken'>,
): ComponentType {
  return suspended(async () => (await loadOnDemand())[name]);
}

type FederatedPart = 'OAuthButtons' | 'SsoButtons' | `SSODiscovery${'Email' | 'Menu' | 'Fallback'}Screen`;

/** A component of the SSO and OAuth chunk, for a caller that shows one Suspense fallback for several (Main). */
export const lazyFederatedPart = (name: FederatedPart) =>
  lazy(async () => ({ default: (await loadFederated())[name] as ComponentType }));

/** A component of the SSO and OAuth chunk. */
export function lazyFederated(name: FederatedPart): ComponentType {
  return suspended(async () => (await loadFederated())[name]);
}

/**
 * The consent and logout screen (IDPConsent), in its own chunk: only consent and logout pages
 * load it. The chunk is hook-free: this wrapper keeps its state and starts its flow once.
 */
export function lazyIdp(): ComponentType {
  return suspended(async () => {
    const idp = await import('../idp/index.js');
    return () => {
      const s = useWidget();
      const [view, setView] = useState<IdpView>({});
      const [set] = useState(() => (patch: IdpView) => setView((v) => ({ ...v, ...patch })));
      const started = useRef(false);
      useEffect(() => {
        if (started.current) return;
        started.current = true;
        idp.startIdp(s, set);
      }, [s, set]);
      return idp.IDPConsentScreen(s, view, set);
    };
  });
}

function suspended(load: () => Promise<ComponentType>): ComponentType {
  return withSuspense(lazy(async () => ({ default: await load() })));
}

const withSuspense =
  (Screen: ComponentType): ComponentType =>
  () =>
    createElement(Suspense, { fallback: null }, createElement(Screen));
