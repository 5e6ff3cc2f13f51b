import { lazy, Suspense, useState } from 'react';
import { useCompany } from '../lib/company';
import { DISMISSED } from './name-organization-dismissed';

// The dialog (Mantine's modal, focus trap and inputs) is its own chunk: most sign-ins do not show it.
const NameOrganizationModal = lazy(() => import('./name-organization-modal'));

/**
 * A fresh organization is named after its first member's address ("ana's organization"): on
 * its admin's sign-in the app asks for the real name, which purchase orders print. "Later"
 * keeps the default for this session; the company profile page renames it any time.
 */
export function NameOrganizationPrompt() {
  const company = useCompany().data;
  const [isAsked, setAsked] = useState(false);
  if (!isAsked && company?.hasDefaultName && company.canEdit && sessionStorage.getItem(DISMISSED) !== '1') setAsked(true);
  return isAsked ? (
    <Suspense fallback={null}>
      <NameOrganizationModal />
    </Suspense>
  ) : null;
}
