import type { z } from 'zod';
import type { AuthenticateResponse, DiscoveryAuthenticateResponse, WireData } from '../types.js';
import { validate } from '../validate.js';
import type { WebauthnRegisterResponse as WebauthnRegisterResponseSchema, WebauthnRegistrationSchema } from '../wire/index.js';
import { type ClientContext, DEFAULT_SESSION_DURATION_MINUTES, post } from './context.js';

/** A passkey as Settings lists it. */
export type WebAuthnRegistration = z.infer<typeof WebauthnRegistrationSchema>;

export type WebAuthnRegisterResponse = WireData<typeof WebauthnRegisterResponseSchema>;

/** Which member an authenticate call is a second factor for (with the IST cookie); none: a primary sign-in. */
export interface WebAuthnSecondFactorTarget {
  organization_id: string;
  member_id: string;
}

export interface WebAuthnAuthenticateParams extends Partial<WebAuthnSecondFactorTarget> {
  /** The PublicKeyCredential's JSON (an object or its JSON string). */
  public_key_credential: unknown;
  session_duration_minutes?: number;
}

/** A member session (or an IST with what remains), or, for a member of several organizations, discovery's answer. */
export type WebAuthnAuthenticateResponse =
  | AuthenticateResponse
  | (DiscoveryAuthenticateResponse & { member_authenticated: false });

/** Passkeys (/sdk/v1/b2b/webauthn): an addition of ours, shaped like the provider's consumer WebAuthn calls. */
export interface WebAuthnApi {
  registerStart(params?: { authenticator_type?: 'platform' | 'cross-platform' }): Promise<{
    member_id: string;
    public_key_credential_creation_options: string;
  }>;
  register(params: { public_key_credential: unknown; name?: string }): Promise<WebAuthnRegisterResponse>;
  authenticateStart(params?: Partial<WebAuthnSecondFactorTarget>): Promise<{ public_key_credential_request_options: string }>;
  authenticate(params: WebAuthnAuthenticateParams): Promise<WebAuthnAuthenticateResponse>;
  list(): Promise<{ webauthn_registrations: WebAuthnRegistration[] }>;
  remove(webauthnRegistrationId: string): Promise<{ member_id: string; webauthn_registration_id: string }>;
}

const PATH = '/b2b/webauthn';

export function webauthnApi(ctx: ClientContext): WebAuthnApi {
  return {
    registerStart: (params = {}) => post(ctx, `${PATH}/register/start`, { ...params }),
    register: async (params) => {
      validate('webauthn.register').isOptionalString('name', params.name);
      return post(ctx, `${PATH}/register`, { ...params } as never);
    },
    authenticateStart: (params = {}) => post(ctx, `${PATH}/authenticate/start`, { ...params }, true),
    authenticate: async (params) => {
      validate('webauthn.authenticate').isOptionalNumber('session_duration_minutes', params.session_duration_minutes);
      const response = await post<WebAuthnAuthenticateResponse>(
        ctx,
        `${PATH}/authenticate`,
        { ...params, session_duration_minutes: params.session_duration_minutes ?? DEFAULT_SESSION_DURATION_MINUTES } as never,
        true,
      );
      // Either form: a session (or IST with steps left) or discovery's IST; the store keeps what came.
      if ('discovered_organizations' in response) {
        ctx.store.update({ member_session: null, intermediate_session_token: response.intermediate_session_token });
      } else {
        ctx.store.update(response);
      }
      return response;
    },
    list: () => ctx.network.request({ method: 'GET', path: `${PATH}/registrations` }),
    remove: (id) => {
      validate('webauthn.remove').isString('webauthn_registration_id', id);
      return ctx.network.request({ method: 'DELETE', path: `${PATH}/registrations/${encodeURIComponent(id)}` });
    },
  };
}
