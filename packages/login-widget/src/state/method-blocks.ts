import type { Organization } from '@shelfscope/identity-client';
import type { AuthFlowType, Product } from '../config.js';

/** A block of Main (spec section 2, Main). */
export type MethodBlock =
  | 'emailForm'
  | 'emailDiscoveryForm'
  | 'oauthButtons'
  | 'ssoButtons'
  | 'passwordEmailForm'
  | 'emailPasswordCombined'
  | 'emailPasswordCombinedDiscovery'
  | 'passkeys';

/** Blocks shown together; consecutive groups are separated by an "or" divider. */
export interface BlockGroup {
  kind: 'form' | 'buttons';
  blocks: MethodBlock[];
}

/** The auth method names (spec section 9) each product covers. */
const PRODUCT_METHODS: Record<Product, (method: string) => boolean> = {
  emailMagicLinks: (m) => m === 'magic_link',
  emailOtp: (m) => m === 'email_otp',
  passwords: (m) => m === 'password',
  sso: (m) => m === 'sso',
  oauth: (m) => m.endsWith('_oauth'),
  passkeys: (m) => m === 'passkey',
};

/** What Main needs to decide its blocks. */
export interface BlockInput {
  products: Product[];
  flowType: AuthFlowType;
  organization: Organization | null;
  /** primary_required methods, when the organization still requires one of them. */
  primaryAuthMethods?: string[] | null;
  /** OAuth providers are configured (OAuth arrives in a later issue). */
  hasOAuthProviders?: boolean;
  /** SSO screens exist (a later issue); until then SSO blocks are left out. */
  ssoAvailable?: boolean;
}

/** Products allowed by the organization's policy (auth_methods RESTRICTED) and by primary_required. */
export function effectiveProducts(input: BlockInput): Product[] {
  const org = input.organization;
  const restricted = org?.auth_methods === 'RESTRICTED' ? ((org.allowed_auth_methods as string[] | undefined) ?? []) : null;
  const allows = (product: Product, methods: string[] | null | undefined) => !methods || methods.some(PRODUCT_METHODS[product]);
  return [...new Set(input.products)].filter(
    (p) => p in PRODUCT_METHODS && allows(p, restricted) && allows(p, input.primaryAuthMethods),
  );
}

/** Whether SSO shows: in discovery, or for an organization with active SSO connections. */
function ssoShown(input: BlockInput): boolean {
  if (!input.ssoAvailable) return false;
  if (input.flowType === 'Discovery') return true;
  const connections = input.organization?.sso_active_connections;
  return Array.isArray(connections) && connections.length > 0;
}

/** The blocks of Main in product order (each block once). */
export function methodBlocks(input: BlockInput): MethodBlock[] {
  const products = effectiveProducts(input);
  const isDiscovery = input.flowType === 'Discovery';
  const hasEmail = products.includes('emailMagicLinks') || products.includes('emailOtp');
  const hasPasswords = products.includes('passwords');
  const blocks: MethodBlock[] = [];
  const add = (block: MethodBlock) => {
    if (!blocks.includes(block)) blocks.push(block);
  };
  for (const product of products) {
    if (product === 'emailMagicLinks' || product === 'emailOtp' || product === 'passwords') {
      if (hasEmail && hasPasswords) add(isDiscovery ? 'emailPasswordCombinedDiscovery' : 'emailPasswordCombined');
      else if (hasEmail) add(isDiscovery ? 'emailDiscoveryForm' : 'emailForm');
      else add('passwordEmailForm');
    } else if (product === 'oauth') {
      if (input.hasOAuthProviders) add('oauthButtons');
    } else if (product === 'sso') {
      if (ssoShown(input)) add('ssoButtons');
    } else if (product === 'passkeys') {
      add('passkeys');
    }
  }
  return blocks;
}

/** Groups adjacent OAuth and SSO blocks; every other block stands alone. */
export function groupBlocks(blocks: MethodBlock[]): BlockGroup[] {
  const groups: BlockGroup[] = [];
  for (const block of blocks) {
    const kind = block === 'oauthButtons' || block === 'ssoButtons' || block === 'passkeys' ? 'buttons' : 'form';
    const last = groups.at(-1);
    if (kind === 'buttons' && last?.kind === 'buttons') last.blocks.push(block);
    else groups.push({ kind, blocks: [block] });
  }
  return groups;
}
