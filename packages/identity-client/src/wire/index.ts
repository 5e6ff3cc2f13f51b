export * from './base.js';
export * from './discovery.js';
export * from './magic-links.js';
export * from './organizations.js';
export * from './passwords.js';
export * from './sessions.js';
