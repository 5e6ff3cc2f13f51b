import { HttpError } from '../../platform/http/errors.js';
import type { Services } from '../../services.js';
import { withTenant } from '../tenancy.js';
import { callbackUrl, completeConnection, openState } from './connect.js';

/** What Amazon's consent page sends back (callback-routes.ts validates it). */
export type ConsentAnswer = {
  state: string;
  spapi_oauth_code?: string | undefined;
  selling_partner_id?: string | undefined;
  error?: string | undefined;
};

/**
 * Completes a seller-account connection from the consent page's answer, as the company and member
 * the sealed state names, and answers the outcome for the seller-account page's query string:
 * `connected=<region>`, or `error=<code>` when the seller declined or the connection was refused
 * (a 4xx; anything worse is thrown).
 */
export async function finishConsent({ services, answer }: { services: Services; answer: ConsentAnswer }): Promise<string> {
  const state = openState(services.identity.box, answer.state);
  if (answer.error || !answer.spapi_oauth_code || !answer.selling_partner_id) {
    return `error=${encodeURIComponent(answer.error ?? 'declined')}`;
  }
  const { spapi_oauth_code: code, selling_partner_id: sellerId } = answer;
  try {
    await withTenant(services.database.db, state.companyId, (db) =>
      completeConnection({
        tenant: { db, companyId: state.companyId, memberId: state.memberId, isAppFilterOn: true },
        box: services.identity.box,
        runtime: services.sellerAccounts,
        region: state.region,
        code,
        sellerId,
        redirectUri: callbackUrl(services.config.publicUrl),
      }),
    );
  } catch (error) {
    if (error instanceof HttpError && error.statusCode < 500) return `error=${encodeURIComponent(error.code)}`;
    throw error;
  }
  return `connected=${state.region}`;
}
