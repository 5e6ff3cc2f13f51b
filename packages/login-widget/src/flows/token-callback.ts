import { UnreachableApiError } from '@shelfscope/identity-client';
import { sessionMinutes } from '../config.js';
import { errorMessage } from '../errors.js';
import { loadFederated } from '../screens/chunks.js';
import type { ErrorType } from '../state/screens.js';
import { type CallbackTokenType, clearTokenParams } from '../url/token-params.js';
import { handleDiscoveryResult } from './discovery-result.js';
import { completePrimaryAuth } from './primary.js';
import type { WidgetServices } from './services.js';

/** Token types whose screens arrive in later issues (impersonation). */
export const UNSUPPORTED_TOKEN = 'This link needs a login method that this widget version does not support yet.';

const MAGIC_LINK_TYPES: CallbackTokenType[] = ['discovery', 'multi_tenant_magic_links'];

/**
 * Authenticates the token of the page address on load (spec section 4, Token callback). A
 * magic-link token is removed from the address once it authenticated. Failure ends on the
 * Error screen without a way back, and is reported to the host.
 */
export async function authenticateCallbackToken(
  s: WidgetServices,
  token: string,
  tokenType: CallbackTokenType,
  isResetLink = false,
): Promise<void> {
  s.dispatch({ type: 'set_busy', busy: 'loading' });
  try {
    if (tokenType === 'discovery') {
      const response = await s.client.magicLinks.discovery.authenticate({ discovery_magic_links_token: token });
      clearTokenParams(s.window);
      s.emit('B2BMagicLinkDiscoveryAuthenticate', response);
      s.dispatch({ type: 'set_busy', busy: null });
      await handleDiscoveryResult(s, response);
    } else if (tokenType === 'multi_tenant_magic_links') {
      const response = await s.client.magicLinks.authenticate({
        magic_links_token: token,
        session_duration_minutes: sessionMinutes(s.config),
        locale: s.config.emailMagicLinksOptions?.locale,
      });
      clearTokenParams(s.window);
      completePrimaryAuth(s, 'B2BMagicLinkAuthenticate', response, isResetLink);
    } else if (tokenType !== 'multi_tenant_impersonation') {
      // oauth, sso, discovery_oauth: their calls come with the SSO and OAuth chunk.
      const result = await (await loadFederated()).authenticateFederatedToken(s, token, tokenType);
      clearTokenParams(s.window);
      if (result.kind === 'discovery') {
        s.emit(result.event, result.response);
        s.dispatch({ type: 'set_busy', busy: null });
        await handleDiscoveryResult(s, result.response);
      } else completePrimaryAuth(s, result.event, result.response);
    } else {
      throw new Error(UNSUPPORTED_TOKEN);
    }
  } catch (error) {
    s.reportError(
      error instanceof Error && error.message === UNSUPPORTED_TOKEN ? UNSUPPORTED_TOKEN : errorMessage(error, s.t),
      error,
    );
    s.dispatch({ type: 'show_error', errorType: callbackErrorType(error, tokenType), canGoBack: false });
  }
}

/** EmailMagicLink for magic links, AdBlockerDetected when the API could not be reached at all, else Default. */
export function callbackErrorType(error: unknown, tokenType: CallbackTokenType): ErrorType {
  // A blocked request surfaces as a network failure (fetch TypeError), which the client maps to this message.
  if (error instanceof UnreachableApiError && error.message === 'Unable to contact our servers.') return 'AdBlockerDetected';
  return MAGIC_LINK_TYPES.includes(tokenType) ? 'EmailMagicLink' : 'Default';
}
