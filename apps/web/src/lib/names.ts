/**
 * The names people read for the identity's and the admin API's ids: a role id ("stytch_admin" is
 * "Admin") and an audited admin call ("GET /api/admin/Users/:userId" is "Opened a user").
 */
const ROLE_NAMES: Record<string, string> = { '': 'Member', stytch_member: 'Member', stytch_admin: 'Admin' };

/** A role's name; an organization's own role keeps its id (it is the name its admin gave it). */
export const roleName = (roleId: string) => ROLE_NAMES[roleId] ?? roleId;

/** A member's roles in words, each once ("Admin, Member"). */
export const roleNames = (roleIds: string[]) => [...new Set(roleIds.map(roleName))].join(', ') || 'Member';

const ADMIN_ACTIONS: Record<string, string> = {
  'GET /api/admin/Users': 'Searched the users',
  'GET /api/admin/Users/stripe-customers': "Listed the billing provider's customers",
  'GET /api/admin/Users/payment-methods': 'Read payment methods',
  'GET /api/admin/Users/subscriptions': 'Read subscriptions',
  'GET /api/admin/Users/next-invoice': 'Read the next invoice',
  'GET /api/admin/Users/stripe-customerId': 'Read a billing customer id',
  'GET /api/admin/Users/:userId': 'Opened a user',
  'GET /api/admin/Utility/subscription-validation': 'Checked subscriptions',
  'GET /api/admin/AuditLog': 'Read the audit log',
};

/** An audited admin call in words (the route stays as its tooltip); an unknown one as it was recorded. */
export const adminActionName = (action: string) => ADMIN_ACTIONS[action] ?? action;
