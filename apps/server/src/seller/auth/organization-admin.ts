import { ADMIN_ROLE } from '../../identity/wire.js';
import { HttpError } from '../../platform/http/errors.js';
import type { Caller } from './session-verifier.js';

/** Organization-wide settings (API keys, webhooks) are for the organization's admins; keys have no roles. */
export function requireOrganizationAdmin(caller: Caller, what: string): void {
  if (!caller.roles.includes(ADMIN_ROLE)) {
    throw new HttpError(403, 'forbidden', `Only the organization's admins can manage ${what}.`);
  }
}
