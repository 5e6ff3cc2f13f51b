import { slugFromUrl } from '../url/slug.js';
import type { WidgetServices } from './services.js';

/** The slug of the Organization flow: the config's, else the one in the page address. */
export function organizationSlug(s: Pick<WidgetServices, 'config' | 'bootstrap' | 'window'>): string | null {
  return s.config.organizationSlug || slugFromUrl(s.bootstrap.slugPattern, s.window.location.href);
}

/**
 * Loads the organization of the Organization flow by slug (spec section 4, Organization by
 * slug). No slug, or no organization with it: the Organization error, without a way back.
 * A failed lookup throws, so Main can show the lookup error.
 */
export async function loadOrganization(s: WidgetServices): Promise<void> {
  const slug = organizationSlug(s);
  if (!slug) {
    s.dispatch({ type: 'show_error', errorType: 'Organization', canGoBack: false });
    return;
  }
  const { organization } = await s.client.organizations.getBySlug({ organization_slug: slug });
  s.emit('B2BOrganizationsGetBySlug', { organization });
  if (!organization) {
    s.reportError(s.t('errOrganizationNotFound'));
    s.dispatch({ type: 'show_error', errorType: 'Organization', canGoBack: false });
    return;
  }
  s.dispatch({ type: 'set_organization', organization });
}
