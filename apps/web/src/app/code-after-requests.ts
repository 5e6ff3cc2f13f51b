/**
 * Holds the code of a page opened cold on an area with a prefetch (the products grid, Plan &
 * billing) until that area's API requests are out (issue 40, item 29). The browser has six
 * connections to the server (HTTP/1.1) and serves requests of one priority in the order they
 * were made: scripts and `fetch` are both "High", so requests made after the shell's and the
 * page's hundred-odd chunks were queued waited for every one of them, and the first row came only
 * after all the code plus one more round trip. Held, the chunks queue behind the requests and the
 * answers come while the code loads. Once released it stays released: later navigations load code
 * at once.
 */
let release: (() => void) | null = null;
let released: Promise<void> = Promise.resolve();

/** Holds the code loaded through `afterFirstRequests` until `releaseCode` (main.tsx, before the router starts). */
export function holdCode(): void {
  if (release) return;
  released = new Promise((resolve) => {
    release = resolve;
  });
}

/**
 * Lets the held code load: called once the area's requests are out, or when they will not be made
 * (no prefetch, no session, its module failed to load). Does nothing when nothing is held.
 */
export function releaseCode(): void {
  release?.();
  release = null;
}

/** A route's chunk import that waits while the code is held. */
export function afterFirstRequests<T>(load: () => Promise<T>): () => Promise<T> {
  return () => released.then(load);
}
