import { BASE_FIELDS } from './screen-api';

/**
 * The seller permissions of each built-in role as the server's policy grants them (docs/teams.md),
 * for screens that hide or disable by role. An organization admin holds all of them.
 */
const READ = ['products', 'suppliers', 'uploads', 'shortlists', 'orders', 'company', 'dashboard'].map((r) => `${r}:read`);
const OWN = ['settings:read', 'settings:write', 'notifications:read', 'notifications:write'];
/** Keeping one's own thresholds, target ROI and columns when the company locks its profile: all but VAs. */
const OVERRIDE = 'settings:override';
const BUYING = [
  ...['products', 'suppliers', 'orders'].flatMap((r) => [`${r}:read`, `${r}:write`, `${r}:delete`]),
  ...['uploads:read', 'uploads:write'],
  ...['shortlists:read', 'shortlists:write', 'shortlists:propose', 'shortlists:approve', 'shortlists:delete'],
  ...['dashboard:read', 'dashboard:team'],
];
export const ROLE_PERMISSIONS = {
  shelfscope_owner: [...BUYING, 'company:read', 'company:write', 'billing:read', 'billing:write', 'audit:read', ...OWN, OVERRIDE],
  shelfscope_buyer: [...BUYING, 'company:read', ...OWN, OVERRIDE],
  shelfscope_va: [...READ, 'products:write', 'uploads:write', 'shortlists:propose', ...OWN],
  shelfscope_viewer: [...READ, ...OWN, OVERRIDE],
};
const ADMIN_PERMISSIONS = [...ROLE_PERMISSIONS.shelfscope_owner, 'integrations:read', 'integrations:write'];

/** The company as a member of `role` sees it (GET /api/Company carries their permissions). */
export const companyAs = (role: keyof typeof ROLE_PERMISSIONS) => ({
  ...COMPANY,
  canEdit: ROLE_PERMISSIONS[role].includes('company:write'),
  permissions: ROLE_PERMISSIONS[role],
  roles: [role],
});

/** A company as GET /api/Company answers it: a named organization selling on amazon.com, not VAT registered. */
export const COMPANY = {
  ...BASE_FIELDS,
  id: BASE_FIELDS.companyId,
  name: 'Lantern Goods',
  phone: null,
  email: null,
  address: null,
  city: null,
  state: null,
  zipCode: null,
  taxId: null,
  shipTo: null,
  defaultTerms: null,
  orderNumberPrefix: 'PO',
  nextOrderNumber: 'PO-2026-0001',
  defaultMarketplace: 'US',
  vatRegistered: false,
  vatNumber: null as string | null,
  hasDefaultName: false,
  canEdit: true,
  permissions: ADMIN_PERMISSIONS,
  roles: ['stytch_admin', 'shelfscope_owner'],
  approvalsRequired: true,
};
