import {
  clientContext,
  type DiscoveryAuthenticateResponse,
  type WebAuthnAuthenticateResponse,
  webauthnApi,
} from '@shelfscope/identity-client';
import { startAuthentication, WebAuthnAbortService, WebAuthnError } from '@simplewebauthn/browser';
import { sessionMinutes } from '../config.js';
import { WidgetMessageError } from '../errors.js';
import { handleDiscoveryResult } from './discovery.js';
import { organizationId } from './email.js';
import { completePrimaryAuth } from './primary.js';
import type { WidgetServices } from './services.js';

type WebAuthnWindow = Window & {
  PublicKeyCredential?: typeof PublicKeyCredential & { isConditionalMediationAvailable?: () => Promise<boolean> };
};

/** The page's WebAuthn API, or undefined where the browser has none (no passkey UI there). */
export const webAuthnOf = (window: Window) => (window as WebAuthnWindow).PublicKeyCredential;

/** A member of several organizations: discovery's answer (an IST and the organizations). */
const isDiscovery = (
  response: WebAuthnAuthenticateResponse,
): response is DiscoveryAuthenticateResponse & { member_authenticated: false } => 'discovered_organizations' in response;

/** The browser's refusal (cancelled, timed out, no passkey here) as the widget's own text. */
async function browserCredential(s: WidgetServices, optionsJson: string, autofill: boolean) {
  try {
    return await startAuthentication({ optionsJSON: JSON.parse(optionsJson), useBrowserAutofill: autofill });
  } catch (error) {
    if (error instanceof WebAuthnError || (error as Error).name === 'NotAllowedError') {
      throw new WidgetMessageError(s.t('passkeyCancelled'));
    }
    throw error;
  }
}

/**
 * A primary sign-in with a discoverable passkey: no email typed. In an organization's flow the
 * session is for it; in discovery a member of one organization is signed in, a member of several
 * picks from the discovered organizations. `autofill`: conditional UI (the email field offers
 * the passkeys, and the ceremony waits for a pick).
 */
export async function signInWithPasskey(s: WidgetServices, autofill = false): Promise<void> {
  const api = webauthnApi(clientContext(s.client));
  const start = await api.authenticateStart({});
  const credential = await browserCredential(s, start.public_key_credential_request_options, autofill);
  const orgId = organizationId(s);
  const response = await api.authenticate({
    public_key_credential: credential,
    session_duration_minutes: sessionMinutes(s.config),
    ...(orgId ? { organization_id: orgId } : {}),
  });
  if (isDiscovery(response)) {
    s.emit('B2BWebAuthnAuthenticate', response);
    await handleDiscoveryResult(s, response);
  } else {
    completePrimaryAuth(s, 'B2BWebAuthnAuthenticate', response);
  }
}

/** The member's passkey as the second factor of the login in progress. */
export async function passkeySecondFactor(s: WidgetServices): Promise<void> {
  const info = s.state.mfa.primaryInfo;
  if (!info) throw new Error('No multi-factor step is in progress.');
  const target = { organization_id: info.organizationId, member_id: info.memberId };
  const api = webauthnApi(clientContext(s.client));
  const start = await api.authenticateStart(target);
  const credential = await browserCredential(s, start.public_key_credential_request_options, false);
  const response = await api.authenticate({
    ...target,
    public_key_credential: credential,
    session_duration_minutes: sessionMinutes(s.config),
  });
  if (isDiscovery(response)) throw new Error('A second factor answered discovery.');
  s.emit('B2BWebAuthnAuthenticate', response);
  s.dispatch({ type: 'mfa_complete' });
  s.emit('AuthenticateFlowComplete', {
    member_id: response.member_id,
    organization_id: response.organization?.organization_id,
    member_session: response.member_session,
  });
}

/**
 * Conditional UI: where the browser supports it, the email field's autofill offers the member's
 * passkeys while Main is open (the ceremony waits in the background). Errors are silent: the
 * member simply types an email instead. Returns the cancel of leaving Main.
 */
export function startPasskeyAutofill(s: WidgetServices): () => void {
  const credential = webAuthnOf(s.window);
  let live = true;
  void (async () => {
    if (!(await credential?.isConditionalMediationAvailable?.()) || !live) return;
    await signInWithPasskey(s, true);
  })().catch(() => undefined);
  return () => {
    live = false;
    WebAuthnAbortService.cancelCeremony();
  };
}
