import type { AuthenticateResponse } from '@shelfscope/identity-client';
import type { WidgetEventType } from '../config.js';
import { primaryAuthOutcome } from '../state/primary-auth.js';
import type { WidgetServices } from './services.js';

/** The host learns this when an organization requires MFA, which a later version of the widget handles. */
export const MFA_NOT_SUPPORTED =
  'This organization requires multi-factor authentication, which this widget version does not support yet.';

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
  s.dispatch({ type: 'primary_authenticate_success', response, isResetLink });
  const outcome = primaryAuthOutcome(response, isResetLink);
  if (outcome === 'logged_in') {
    s.emit('AuthenticateFlowComplete', {
      member_id: response.member_id,
      organization_id: response.organization?.organization_id,
      member_session: response.member_session,
    });
  } else if (outcome === 'mfa_required') {
    s.reportError(MFA_NOT_SUPPORTED);
  } else if (outcome === 'cannot_join') {
    s.reportError(s.t('errorCannotJoin', { organizationName: response.organization?.organization_name ?? '' }));
  }
}
