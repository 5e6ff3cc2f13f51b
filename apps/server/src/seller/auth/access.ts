import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../platform/http/errors.js';
import { accessOf } from '../../platform/http/route-access.js';
import type { Caller } from './session-verifier.js';

/**
 * An API key may call a route only when the route declares a scope and the key holds it; routes
 * without one (billing, admin, key and webhook management) refuse every key.
 */
export function requireScope(request: FastifyRequest, caller: Caller): void {
  if (!caller.apiKey) return;
  const declared = accessOf(request);
  if (!declared?.scope) {
    throw new HttpError(403, 'forbidden', 'API keys and app tokens cannot call this route; sign in as a member.');
  }
  if (!caller.apiKey.scopes.includes(declared.scope)) {
    const what = caller.sessionId.startsWith('oauth:') ? 'access token' : 'API key';
    throw new HttpError(403, 'insufficient_scope', `This ${what} lacks the ${declared.scope} scope.`);
  }
}
