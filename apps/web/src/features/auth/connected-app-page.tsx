import { LoginWidget, type WidgetConfig } from '@shelfscope/login-widget';
import { useMemo } from 'react';
import { useSession } from '../../lib/session';
import { widgetBase } from './widget-base';
import { WidgetFrame } from './widget-frame';
import { useMantineSchemePort } from './widget-page';

/**
 * /oauth/authorize and /oauth/logout: the pages a connected app (an OAuth client of ShelfScope's
 * identity service) sends members to. The login widget reads the request from the address
 * (client_id, redirect_uri, scope, state, … or post_logout_redirect_uri) and shows the consent
 * screen or the logout confirmation (docs/identity.md, "Connected apps: consent and logout pages").
 */
export default function ConnectedAppPage() {
  const session = useSession();
  const scheme = useMantineSchemePort();
  const config = useMemo<WidgetConfig>(
    // The consent and logout screens use no login product; the field is required.
    () => ({ ...widgetBase(session.config, scheme.scheme), products: ['emailOtp'] }),
    [session.config, scheme.scheme],
  );
  return (
    <WidgetFrame {...scheme}>
      <LoginWidget config={config} />
    </WidgetFrame>
  );
}
