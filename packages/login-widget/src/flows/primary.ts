import type { AuthenticateResponse } from '@shelfscope/identity-client';
import { mfaProducts, type WidgetEventType } from '../config.js';
import { primaryAuthOutcome } from '../state/primary-auth.js';
import type { WidgetServices } from './services.js';

/**
 * Applies a successful primary authentication: tells the host, moves the state machine, and
 * reports the flow complete once a session exists.
 */
export function completePrimaryAuth(
  s: WidgetServices,
  event: WidgetEventType,
  response: AuthenticateResponse,
  isResetLink = false,
): void {
  s.emit(event, response);
  s.dispatch({ type: 'primary_authenticate_success', response, isResetLink, mfaProducts: mfaProducts(s.config) });
  const outcome = primaryAuthOutcome(response, isResetLink);
  if (outcome === 'logged_in') {
    s.emit('AuthenticateFlowComplete', {
      member_id: response.member_id,
      organization_id: response.organization?.organization_id,
      member_session: response.member_session,
    });
  } else if (outcome === 'cannot_join') {
    s.reportError(s.t('errorCannotJoin', { organizationName: response.organization?.organization_name ?? '' }));
  }
}
