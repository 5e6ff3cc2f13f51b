import { HttpError } from '../../platform/http/errors.js';
import type { IdentityContext } from '../context.js';
import { consumeIntermediateSession, peekIntermediateSession } from '../sessions/intermediate.js';
import type { AuthFactor, MemberRow } from '../wire.js';

const isIstNotFound = (error: unknown) => error instanceof HttpError && error.code === 'intermediate_session_not_found';

/**
 * Factors an earlier step of the same login already proved. The client adds its IST cookie to
 * every authenticate call, so only an IST bound to this very member (and organization) counts,
 * and it is used up; any other (a discovery IST, another organization's, an expired one) is
 * ignored, so a stale cookie never blocks a login nor lends its factors to another one.
 */
export async function takePriorFactors(
  ctx: IdentityContext,
  token: string | undefined,
  member: MemberRow,
): Promise<AuthFactor[]> {
  if (!token) return [];
  try {
    const ist = await peekIntermediateSession(ctx, token);
    if (ist.organizationId !== member.organizationId || ist.memberId !== member.memberId) return [];
    const used = await consumeIntermediateSession(ctx, token);
    return used.authenticationFactors as AuthFactor[];
  } catch (error) {
    if (isIstNotFound(error)) return [];
    throw error;
  }
}
