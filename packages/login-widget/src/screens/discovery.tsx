import type { DiscoveredOrganization } from '@shelfscope/identity-client';
import { useState } from 'react';
import { createOrganization, defaultOrganizationName, selectOrganization } from '../flows/discovery.js';
import { useAsyncAction } from '../hooks/use-async-action.js';
import { canCreateOrganization, membershipAction } from '../state/discovery-rules.js';
import { Button, LinkButton } from '../ui/button.js';
import { Divider } from '../ui/divider.js';
import { ErrorText } from '../ui/error-text.js';
import { Header } from '../ui/header.js';
import { TextField } from '../ui/text-field.js';
import { useWidget } from '../widget-context.js';

/** "Select an organization to continue", or the empty states (spec section 2, Organization discovery). */
export function DiscoveryScreen() {
  const s = useWidget();
  const { t, state, bootstrap, config, dispatch } = s;
  const { email, fullName, discoveredOrganizations } = state.formState.discoveryState;
  const mayCreate = canCreateOrganization(bootstrap.createOrganizationEnabled, config.disableCreateOrganization);
  const { run, pending, error } = useAsyncAction({ email });
  // "Create an organization" asks for the name first (offered from the identity provider's name,
  // else the address): creating one at once with a name made from the address left a returning
  // member with two identical "rosa.nguyen's organization".
  const [naming, setNaming] = useState(false);
  const [name, setName] = useState(() => defaultOrganizationName(fullName, email));
  const nameForm = (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void run(() => createOrganization(s, name));
      }}
    >
      <TextField
        label={t('organizationName')}
        value={name}
        maxLength={128}
        autoFocus
        onChange={(e) => setName(e.currentTarget.value)}
      />
      <p className="ssl-text ssl-small">{t('organizationNameHint')}</p>
      <Button type="submit" disabled={pending || name.trim() === ''}>
        {t('createOrganization')}
      </Button>
    </form>
  );
  const createButton = (variant?: 'secondary') => (
    <Button {...(variant ? { variant } : {})} disabled={pending} onClick={() => setNaming(true)}>
      {t('createOrganization')}
    </Button>
  );

  if (discoveredOrganizations.length === 0) {
    return (
      <div className="ssl-screen">
        <Header title={mayCreate ? t('createOrganizationToGetStarted') : t('noOrganizations', { email })} />
        <ErrorText message={error} />
        {mayCreate ? (naming ? nameForm : createButton()) : null}
        <p className="ssl-text ssl-center ssl-small">
          <LinkButton onClick={() => dispatch({ type: 'go_to_main', clearEmail: true })}>{t('tryDifferentEmail')}</LinkButton>
        </p>
      </div>
    );
  }

  return (
    <div className="ssl-screen">
      <Header title={t('discoveryTitle')} />
      <ul className="ssl-org-list">
        {discoveredOrganizations.map((discovered) => (
          <li key={discovered.organization.organization_id}>
            <OrganizationRow
              discovered={discovered}
              disabled={pending}
              onSelect={() => void run(() => selectOrganization(s, discovered, email))}
            />
          </li>
        ))}
      </ul>
      <ErrorText message={error} />
      {mayCreate ? (
        <>
          <Divider label={t('or')} />
          {naming ? nameForm : createButton('secondary')}
        </>
      ) : null}
    </div>
  );
}

function OrganizationRow({
  discovered,
  disabled,
  onSelect,
}: {
  discovered: DiscoveredOrganization;
  disabled: boolean;
  onSelect: () => void;
}) {
  const { t } = useWidget();
  const { organization, membership } = discovered;
  const name = organization.organization_name;
  const action = membershipAction(membership.type);
  const label = action === 'join' ? t('join') : action === 'accept_invite' ? t('acceptInvite') : null;
  return (
    <button type="button" className="ssl-org-row" disabled={disabled} onClick={onSelect}>
      {organization.organization_logo_url ? (
        <img className="ssl-org-logo" src={organization.organization_logo_url} alt="" />
      ) : (
        <span className="ssl-org-initial" aria-hidden="true">
          {(name.trim()[0] ?? '?').toUpperCase()}
        </span>
      )}
      <span className="ssl-org-name">{name}</span>
      {label ? <span className="ssl-org-action">{label}</span> : <ChevronIcon />}
    </button>
  );
}

/** The row's arrow (here, not in ui/icons.tsx: only this on-demand screen uses it). */
function ChevronIcon() {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeLinecap="round"
      strokeLinejoin="round"
      width="16"
      height="16"
      viewBox="0 0 24 24"
      strokeWidth={2}
    >
      <path d="M9 6l6 6-6 6" />
    </svg>
  );
}
