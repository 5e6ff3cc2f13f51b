import { useCompany } from './company';

/** The names people read for the built-in seller roles (docs/teams.md). */
export const ROLE_LABELS: Record<string, string> = {
  stytch_admin: 'Admin',
  shelfscope_owner: 'Owner',
  shelfscope_buyer: 'Buyer',
  shelfscope_va: 'VA',
  shelfscope_viewer: 'Viewer',
};

export type Permissions = {
  /** Whether the member may do `resource:action` (`orders:write`). Unknown while the profile loads: yes, the server decides. */
  may: (permission: string) => boolean;
  /** Why not, for a tooltip: "You need orders:write (your role: VA)." */
  why: (permission: string) => string;
};

/**
 * The member's seller permissions, from the company profile (`GET /api/Company`), which the server
 * computes with the same policy it enforces. The web app only hides or disables with them: a
 * call the policy refuses is refused by the server whatever this says.
 */
export function usePermissions(): Permissions {
  const company = useCompany().data;
  const granted = company?.permissions;
  const roles = (company?.roles ?? []).map((r) => ROLE_LABELS[r] ?? r).join(', ');
  return {
    may: (permission) => !granted || granted.includes(permission),
    why: (permission) => `You need ${permission}${roles ? ` (your role: ${roles})` : ''}.`,
  };
}
