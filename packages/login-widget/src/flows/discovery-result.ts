import { loadOnDemand } from '../screens/chunks.js';
import type { handleDiscoveryResult as handle } from './discovery.js';

/**
 * Handles a discovery authenticate result (flows/discovery.ts) with the on-demand chunk: the
 * organization list, the direct login or creation and their rules come after a network step,
 * so they stay out of the widget's first load (the standalone budget, bench/widget.ts).
 */
export const handleDiscoveryResult: typeof handle = async (s, result) => (await loadOnDemand()).handleDiscoveryResult(s, result);
