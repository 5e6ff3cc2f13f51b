import type { ReactNode } from 'react';
import { useWidget } from '../widget-context.js';

/**
 * A screen's title and description. With `hideHeaderText` they stay for screen readers only.
 * `withLogos` shows the organization's and the app's logos above (Main).
 */
export function Header({
  title,
  description,
  withLogos = false,
}: {
  title?: string;
  description?: ReactNode;
  withLogos?: boolean;
}) {
  const { theme } = useWidget();
  const hidden = theme.hideHeaderText === true;
  if (!title && !description && !withLogos) return null;
  return (
    <div className="ssl-header">
      {withLogos ? <Logos /> : null}
      {title ? <h2 className={hidden ? 'ssl-visually-hidden' : 'ssl-title'}>{title}</h2> : null}
      {description ? <p className={hidden ? 'ssl-visually-hidden' : 'ssl-text'}>{description}</p> : null}
    </div>
  );
}

function Logos() {
  const { theme, state, t } = useWidget();
  const organization = state.flowState.organization;
  const orgLogo = organization?.organization_logo_url;
  const appLogo = theme.logo?.logoImageUrl;
  if (!orgLogo && !appLogo) return null;
  return (
    <div className="ssl-logos">
      {orgLogo ? (
        <img
          className="ssl-logo"
          src={orgLogo}
          alt={t('organizationLogoAlt', { organizationName: organization.organization_name })}
        />
      ) : null}
      {appLogo ? <img className="ssl-logo" src={appLogo} alt={t('appLogoAlt')} /> : null}
    </div>
  );
}
