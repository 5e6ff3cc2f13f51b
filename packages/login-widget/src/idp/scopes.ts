import type { StringKey } from '../i18n/en.js';
import type { Translate } from '../i18n/strings.js';

/** The standard scopes (spec section 6); any other scope is a custom one. */
export const STANDARD_SCOPES = ['openid', 'profile', 'email', 'phone', 'full_access', 'offline_access'];

/** One line of the permission list, with the details shown when it is opened. */
export interface ScopeItem {
  text: string;
  details: string[];
}

/** A scope description of the access policy (bootstrap rbac_policy.scopes). */
interface PolicyScope {
  scope: string;
  description?: string;
}

/** Whether any requested scope is not a standard one (the title then says "wants to access"). */
export const hasCustomScopes = (scopes: string[]): boolean => scopes.some((s) => !STANDARD_SCOPES.includes(s));

function policyScopes(policy: unknown): PolicyScope[] {
  const scopes = (policy as { scopes?: unknown } | null)?.scopes;
  return Array.isArray(scopes) ? (scopes as PolicyScope[]) : [];
}

/**
 * The permission list of a set of scopes (spec section 6): openid; profile, email and phone
 * together as one line with a detail each; offline_access; full_access; then every custom scope
 * with its policy description or "Use the {scope} scope".
 */
export function describeScopes(scopes: string[], policy: unknown, t: Translate): ScopeItem[] {
  const has = (scope: string) => scopes.includes(scope);
  const items: ScopeItem[] = [];
  const item = (text: StringKey, ...details: StringKey[]) => items.push({ text: t(text), details: details.map((d) => t(d)) });
  if (has('openid')) item('idpScopeOpenid', 'idpScopeOpenidDetail');
  if (has('profile') || has('email') || has('phone')) {
    const details: StringKey[] = [];
    if (has('profile')) details.push('idpScopeProfileDetail');
    if (has('email')) details.push('idpScopeEmailDetail');
    if (has('phone')) details.push('idpScopePhoneDetail');
    item('idpScopeProfile', ...details);
  }
  if (has('offline_access')) item('idpScopeOfflineAccess', 'idpScopeOfflineAccessDetail1', 'idpScopeOfflineAccessDetail2');
  if (has('full_access')) item('idpScopeFullAccess');
  const described = policyScopes(policy);
  for (const scope of scopes) {
    if (STANDARD_SCOPES.includes(scope)) continue;
    const description = described.find((p) => p.scope === scope)?.description;
    items.push({ text: description || t('idpScopeCustom', { scope }), details: [] });
  }
  return items;
}
