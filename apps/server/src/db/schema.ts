// Every module's tables, for Drizzle's typed queries. drizzle-kit reads the module files directly
// (see drizzle.config.ts), so a new module adds its schema file here and nowhere else.

export * from '../identity/schema.js';
export * from '../identity/scim/schema.js';
export * from '../identity/sso/schema.js';
export * from '../market/fx/schema.js';
export * from '../platform/mail/dev-mailbox-schema.js';
export * from '../platform/mail/schema.js';
export * from '../seed/schema.js';
export * from '../seller/alerts/schema.js';
export * from '../seller/api-keys/schema.js';
export * from '../seller/audit/schema.js';
export * from '../seller/billing/local/schema.js';
export * from '../seller/billing/schema.js';
export * from '../seller/categories/schema.js';
export * from '../seller/company/schema.js';
export * from '../seller/filters/schema.js';
export * from '../seller/marketing/schema.js';
export * from '../seller/notifications/schema.js';
export * from '../seller/price-changes/schema.js';
export * from '../seller/products/schema.js';
export * from '../seller/purchase-orders/schema.js';
export * from '../seller/refresh/schema.js';
export * from '../seller/resources/schema.js';
export * from '../seller/seller-account/schema.js';
export * from '../seller/settings/schema.js';
export * from '../seller/shortlists/schema.js';
export * from '../seller/suppliers/schema.js';
export * from '../seller/uploads/schema.js';
export * from '../seller/usage/schema.js';
export * from '../seller/watch/schema.js';
export * from '../seller/webhooks/schema.js';
