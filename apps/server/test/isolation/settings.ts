import type { IsolationResource } from './types.js';

/**
 * Routes of the settings area, for the tenant-isolation test: none takes an id. Settings are
 * found by the caller's own company and member, so another company cannot name them at all;
 * src/seller/settings/settings-access.test.ts shows that even members of one company see
 * only their own.
 */
export const resources: IsolationResource[] = [];
