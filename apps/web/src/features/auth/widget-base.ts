import { darkTheme, type WidgetConfig } from '@shelfscope/login-widget';
import { COOKIE_OPTIONS, type IdentityConfig } from '../../lib/session';
import type { Scheme } from './widget-frame';

/**
 * What every page that mounts the login widget gives it: the identity API, the session cookies,
 * and the dark theme when the page is dark. Each page adds its flow's products and options.
 */
export function widgetBase(config: IdentityConfig, scheme: Scheme) {
  return {
    publicToken: config.publicToken,
    baseUrl: config.baseUrl,
    cookieOptions: COOKIE_OPTIONS,
    sessionCookies: config.sessionCookies,
    ...(scheme === 'dark' ? { theme: darkTheme } : {}),
  } satisfies Partial<WidgetConfig>;
}
