type Chunks = {
  onDemand: () => Promise<typeof import('./on-demand.js')>;
  federated: () => Promise<typeof import('../federated/index.js')>;
};
export type OnDemand = Awaited<ReturnType<Chunks['onDemand']>>;
type Federated = Awaited<ReturnType<Chunks['federated']>>;

let chunks: Chunks | undefined;
let onDemand: Promise<OnDemand> | undefined;
let federated: Promise<Federated> | undefined;

/** Called once by screens/lazy.ts, the one module that imports the chunks (see there why). */
export function provideChunks(loaders: Chunks): void {
  chunks = loaders;
}

function loaders(): Chunks {
  if (!chunks) throw new Error('The widget chunks are not provided yet: screens/lazy.ts must load first.');
  return chunks;
}

/** The on-demand chunk, loaded once (its screens, and the handling of a discovery result). */
export const loadOnDemand = (): Promise<OnDemand> => (onDemand ??= loaders().onDemand());

/** The SSO and OAuth chunk, loaded once (Main's blocks, SSO screens, redirects back). */
export const loadFederated = (): Promise<Federated> => (federated ??= loaders().federated());
