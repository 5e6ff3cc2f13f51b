import type { Bootstrap } from '../bootstrap.js';
import type { NetworkClient, RequestBody } from '../network.js';
import type { PkceFlow, PkceManager } from '../pkce.js';
import type { SessionStore } from '../session-store.js';
import type { AuthenticateResponse, DiscoveryAuthenticateResponse } from '../types.js';

/** Session length used when a call does not say (the server's default too). */
export const DEFAULT_SESSION_DURATION_MINUTES = 60;
/** Session length the official client sends for password and magic-link authenticate when unset. */
export const SHORT_SESSION_DURATION_MINUTES = 30;

/** Shared services every API group uses. */
export interface ClientContext {
  publicToken: string;
  network: NetworkClient;
  store: SessionStore;
  bootstrap: Bootstrap;
  pkce: Record<PkceFlow, PkceManager>;
}

/** POST helper: the call's body, optionally with the intermediate session token added. */
export function post<T>(ctx: ClientContext, path: string, body: RequestBody, withIst = false): Promise<T> {
  return ctx.network.request<T>({ method: 'POST', path, body, withIntermediateSessionToken: withIst });
}

/** Posts an authenticate call and applies its result (either form) to the session store. */
export async function authenticateCall(ctx: ClientContext, path: string, body: RequestBody): Promise<AuthenticateResponse> {
  const response = await post<AuthenticateResponse>(ctx, path, body, true);
  ctx.store.update(response);
  return response;
}

/** Posts a discovery authenticate call and keeps its intermediate session token for the next step. */
export async function discoveryCall(
  ctx: ClientContext,
  path: string,
  body: RequestBody,
  withIst = false,
): Promise<DiscoveryAuthenticateResponse> {
  const response = await post<DiscoveryAuthenticateResponse>(ctx, path, body, withIst);
  ctx.store.update({ member_session: null, intermediate_session_token: response.intermediate_session_token });
  return response;
}
