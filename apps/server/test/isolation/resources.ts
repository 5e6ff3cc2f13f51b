import type { IsolationResource } from './types.js';

/** Routes of the resources area, for the tenant-isolation test (filled as the area lands). */
export const resources: IsolationResource[] = [];
