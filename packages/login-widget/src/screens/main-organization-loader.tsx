import { useEffect, useRef } from 'react';
import { loadOrganization } from '../flows/organization.js';
import { useAsyncAction } from '../hooks/use-async-action.js';
import { ErrorText } from '../ui/error-text.js';
import { Spinner } from '../ui/spinner.js';
import { useWidget } from '../widget-context.js';

/** Organization flow before the organization is known: a spinner while it loads by slug. */
export function OrganizationLoader() {
  const s = useWidget();
  const { run, error } = useAsyncAction();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void run(() => loadOrganization(s));
  }, [run, s]);
  if (error) return <ErrorText message={s.t('errSlugLookup')} />;
  return <Spinner label={s.t('loading')} />;
}
