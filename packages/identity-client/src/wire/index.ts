export * from './base.js';
export * from './domains.js';
export * from './idp.js';
export * from './portal.js';
export * from './scim.js';
export * from './scim-protocol.js';
export * from './sso.js';
