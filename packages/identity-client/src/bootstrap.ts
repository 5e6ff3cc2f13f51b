import type { NetworkClient } from './network.js';

/** Bootstrap response as the server sends it (snake_case). */
export interface BootstrapResponse {
  project_name: string | null;
  disable_sdk_watermark: boolean;
  captcha_settings: { enabled: boolean; siteKey?: string };
  cname_domain: string | null;
  email_domains: string[];
  pkce_required_for_email_magic_links: boolean;
  pkce_required_for_password_resets: boolean;
  pkce_required_for_oauth: boolean;
  pkce_required_for_sso: boolean;
  slug_pattern: string | null;
  create_organization_enabled: boolean;
  password_config: { luds_complexity: number; luds_minimum_count: number } | null;
  dfp_protected_auth_enabled?: boolean;
  dfp_protected_auth_mode?: string;
  rbac_policy?: unknown;
  siwe_required_for_crypto_wallets: boolean;
  vertical: string | null;
}

/** Project configuration the widget reads (camelCase, as the official client exposes it). */
export interface BootstrapData {
  projectName: string | null;
  displayWatermark: boolean;
  captchaSettings: { enabled: boolean; siteKey?: string };
  cnameDomain: string | null;
  emailDomains: string[];
  pkceRequiredForEmailMagicLinks: boolean;
  pkceRequiredForPasswordResets: boolean;
  pkceRequiredForOAuth: boolean;
  pkceRequiredForSso: boolean;
  slugPattern: string | null;
  createOrganizationEnabled: boolean;
  passwordConfig: { ludsComplexity: number; ludsMinimumCount: number } | null;
  runDFPProtectedAuth: boolean;
  dfpProtectedAuthMode: string | undefined;
  rbacPolicy: unknown;
  siweRequiredForCryptoWallets: boolean;
  vertical: string | null;
}

/** What the client uses when bootstrap cannot be fetched: every feature off, nothing known. */
export function defaultBootstrap(): BootstrapData {
  return {
    projectName: null,
    displayWatermark: false,
    captchaSettings: { enabled: false },
    cnameDomain: null,
    emailDomains: [],
    pkceRequiredForEmailMagicLinks: false,
    pkceRequiredForPasswordResets: false,
    pkceRequiredForOAuth: false,
    pkceRequiredForSso: false,
    slugPattern: null,
    createOrganizationEnabled: false,
    passwordConfig: null,
    runDFPProtectedAuth: false,
    dfpProtectedAuthMode: undefined,
    rbacPolicy: null,
    siweRequiredForCryptoWallets: false,
    vertical: null,
  };
}

/** Maps the server's bootstrap response to BootstrapData. */
export function mapBootstrap(r: BootstrapResponse): BootstrapData {
  return {
    projectName: r.project_name,
    displayWatermark: !r.disable_sdk_watermark,
    captchaSettings: r.captcha_settings,
    cnameDomain: r.cname_domain,
    emailDomains: r.email_domains,
    pkceRequiredForEmailMagicLinks: r.pkce_required_for_email_magic_links,
    pkceRequiredForPasswordResets: r.pkce_required_for_password_resets,
    pkceRequiredForOAuth: r.pkce_required_for_oauth,
    pkceRequiredForSso: r.pkce_required_for_sso,
    slugPattern: r.slug_pattern,
    createOrganizationEnabled: r.create_organization_enabled,
    passwordConfig: r.password_config
      ? { ludsComplexity: r.password_config.luds_complexity, ludsMinimumCount: r.password_config.luds_minimum_count }
      : null,
    runDFPProtectedAuth: r.dfp_protected_auth_enabled ?? false,
    dfpProtectedAuthMode: r.dfp_protected_auth_mode,
    rbacPolicy: r.rbac_policy ?? null,
    siweRequiredForCryptoWallets: r.siwe_required_for_crypto_wallets,
    vertical: r.vertical,
  };
}

/** Marks a consumer-vertical project, which needs the consumer client instead of this B2B one. */
export const CONSUMER_VERTICAL = 'CONSUMER';

/**
 * Fetches bootstrap once. Failure never rejects: the defaults are used and the error reported,
 * because a login page must still render when the config endpoint is down.
 */
export class Bootstrap {
  private readonly promise: Promise<BootstrapData>;
  private latest: BootstrapData = defaultBootstrap();

  constructor(publicToken: string, network: NetworkClient, onError: (error: unknown) => void) {
    this.promise = network
      .request<BootstrapResponse>({ method: 'GET', path: `/projects/bootstrap/${encodeURIComponent(publicToken)}` })
      .then(mapBootstrap)
      .catch((error: unknown) => {
        onError(error);
        return defaultBootstrap();
      })
      .then((data) => {
        this.latest = data;
        return data;
      });
  }

  /** The bootstrap data, once fetched (the defaults if the fetch failed). */
  getAsync(): Promise<BootstrapData> {
    return this.promise;
  }

  /** What is known now: the fetched data, or the defaults while the fetch is pending. */
  getSync(): BootstrapData {
    return this.latest;
  }
}
