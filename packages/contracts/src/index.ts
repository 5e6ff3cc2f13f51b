export * from './base.js';
export * from './company.js';
export * from './envelope.js';
export * from './health.js';
export * from './paging.js';
export * from './plan.js';
