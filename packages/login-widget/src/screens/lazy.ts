import { type ComponentType, createElement, lazy, Suspense } from 'react';

type OnDemand = typeof import('./on-demand.js');
type Federated = typeof import('../federated/index.js');
let onDemand: Promise<OnDemand> | undefined;
let federated: Promise<Federated> | undefined;

/** The SSO and OAuth chunk, loaded once (Main's blocks, SSO screens, redirects back). */
export const loadFederated = (): Promise<Federated> => (federated ??= import('../federated/index.js'));

/**
 * A screen loaded on first use, with the others of on-demand.ts: most logins never reach the MFA
 * screens or set a new password, so those stay out of the widget's first load (the standalone
 * bundle's budget, bench/widget.ts).
 */
export function lazyScreen(name: keyof OnDemand): ComponentType {
  return suspended(async () => {
    onDemand ??= import('./on-demand.js');
    return (await onDemand)[name];
  });
}

type FederatedPart = 'OAuthButtons' | 'SsoButtons' | `SSODiscovery${'Email' | 'Menu' | 'Fallback'}Screen`;

/** A component of the SSO and OAuth chunk, for a caller that shows one Suspense fallback for several (Main). */
export const lazyFederatedPart = (name: FederatedPart) =>
  lazy(async () => ({ default: (await loadFederated())[name] as ComponentType }));

/** A component of the SSO and OAuth chunk. */
export function lazyFederated(name: FederatedPart): ComponentType {
  return suspended(async () => (await loadFederated())[name]);
}

function suspended(load: () => Promise<ComponentType>): ComponentType {
  return withSuspense(lazy(async () => ({ default: await load() })));
}

const withSuspense =
  (Screen: ComponentType): ComponentType =>
  () =>
    createElement(Suspense, { fallback: null }, createElement(Screen));
