/**
 * The seller API's resources and roles, part of the one project policy (policy.ts) so that the
 * identity API, the seller API and the web app answer "may this member do that?" the same way
 * (docs/decisions/021-teams-roles-approvals-audit.md). Resource ids carry the `shelfscope.`
 * prefix so a project's own resources (`reports`...) cannot collide with them; a seller route's
 * `x-access` {resource: 'orders', action: 'write'} is checked as `shelfscope.orders` / `write`.
 */
export const SELLER_RESOURCE_PREFIX = 'shelfscope.';

export const SELLER_RESOURCES = [
  {
    resource_id: 'shelfscope.products',
    description: 'Products, quick view and market data.',
    actions: ['read', 'write', 'delete'],
  },
  { resource_id: 'shelfscope.suppliers', description: 'Suppliers and categories.', actions: ['read', 'write', 'delete'] },
  { resource_id: 'shelfscope.uploads', description: 'Supplier price-list uploads.', actions: ['read', 'write'] },
  {
    resource_id: 'shelfscope.shortlists',
    description: 'Shortlists; propose adds an item (a proposal where approvals are on), approve decides on proposals.',
    actions: ['read', 'write', 'propose', 'approve', 'delete'],
  },
  { resource_id: 'shelfscope.orders', description: 'Purchase orders.', actions: ['read', 'write', 'delete'] },
  { resource_id: 'shelfscope.company', description: "The company's profile and settings.", actions: ['read', 'write'] },
  { resource_id: 'shelfscope.dashboard', description: "The dashboard; team is the team's activity.", actions: ['read', 'team'] },
  {
    resource_id: 'shelfscope.settings',
    description:
      "A member's own settings, filters and resources; override is keeping one's own thresholds, target ROI and columns when the company locks its profile.",
    actions: ['read', 'write', 'override'],
  },
  { resource_id: 'shelfscope.notifications', description: "A member's own notifications.", actions: ['read', 'write'] },
  {
    resource_id: 'shelfscope.billing',
    description: 'The subscription, invoices and payment methods.',
    actions: ['read', 'write'],
  },
  { resource_id: 'shelfscope.integrations', description: 'API keys and webhooks.', actions: ['read', 'write'] },
  { resource_id: 'shelfscope.audit', description: "The organization's audit log.", actions: ['read'] },
] as const;

export const OWNER_ROLE = 'shelfscope_owner';
export const BUYER_ROLE = 'shelfscope_buyer';
export const VA_ROLE = 'shelfscope_va';
export const VIEWER_ROLE = 'shelfscope_viewer';
export const SELLER_ROLE_IDS = [OWNER_ROLE, BUYER_ROLE, VA_ROLE, VIEWER_ROLE] as const;

/** A member acting without any seller role (one who joined before roles, or by invitation) is a buyer. */
export const DEFAULT_SELLER_ROLE = BUYER_ROLE;

const all = (id: string) => ({ resource_id: `shelfscope.${id}`, actions: ['*'] });
const some = (id: string, ...actions: string[]) => ({ resource_id: `shelfscope.${id}`, actions });
/** What every seller role may do with the member's own things. */
const OWN = [all('settings'), all('notifications')];
const READ_ALL = ['products', 'suppliers', 'uploads', 'shortlists', 'orders', 'company', 'dashboard'].map((r) => some(r, 'read'));

export const SELLER_ROLES = [
  {
    role_id: OWNER_ROLE,
    description: 'Owns the seller account: everything on its data, its settings, billing and the audit log.',
    permissions: [
      ...['products', 'suppliers', 'uploads', 'shortlists', 'orders', 'company', 'dashboard', 'billing', 'audit'].map(all),
      ...OWN,
    ],
  },
  {
    role_id: BUYER_ROLE,
    description: 'Buys: suppliers, products, shortlists (approving proposals) and purchase orders.',
    permissions: [
      ...['products', 'suppliers', 'uploads', 'shortlists', 'orders', 'dashboard'].map(all),
      some('company', 'read'),
      ...OWN,
    ],
  },
  {
    role_id: VA_ROLE,
    description:
      'Virtual assistant: reads everything, adds and refreshes products, uploads price lists, proposes shortlist items.',
    permissions: [
      ...['suppliers', 'orders', 'company', 'dashboard'].map((r) => some(r, 'read')),
      some('products', 'read', 'write'),
      some('uploads', 'read', 'write'),
      some('shortlists', 'read', 'propose'),
      // Their own settings, but not past the company profile an owner locks for VAs (docs/teams.md).
      some('settings', 'read', 'write'),
      all('notifications'),
    ],
  },
  { role_id: VIEWER_ROLE, description: 'Reads the seller data, changes nothing.', permissions: [...READ_ALL, ...OWN] },
];
