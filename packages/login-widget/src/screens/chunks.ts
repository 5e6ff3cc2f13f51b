type OnDemandChunk = typeof import('./on-demand.js');
type FederatedChunk = typeof import('../federated/index.js');
export type OnDemand = OnDemandChunk;

/**
 * The widget's lazy chunks. screens/lazy.ts, the one module that imports them (see there why),
 * sets the two loaders as it runs; it is a static import of the widget's entry, so it has run
 * before any flow asks for a chunk. Each chunk is asked for once (`d`, `f`: the loads).
 */
export const chunks = {} as {
  onDemand: () => Promise<OnDemandChunk>;
  federated: () => Promise<FederatedChunk>;
  d?: Promise<OnDemandChunk>;
  f?: Promise<FederatedChunk>;
};

/** The on-demand chunk, loaded once (its screens, and the handling of a discovery result). */
export const loadOnDemand = (): Promise<OnDemandChunk> => (chunks.d ??= chunks.onDemand());

/**
 * Starts loading the on-demand chunk while a call whose answer opens one of its screens runs
 * (an email is sent: "Enter passcode", "Check your email"), so the screen does not wait for it.
 * A failed load is left to the screen that needs the chunk.
 */
export const prefetchOnDemand = (): void => void loadOnDemand().catch(() => undefined);

/** The SSO and OAuth chunk, loaded once (Main's blocks, SSO screens, redirects back). */
export const loadFederated = (): Promise<FederatedChunk> => (chunks.f ??= chunks.federated());
