import { BASE_FIELDS } from './screen-api';

/** A company as GET /api/Company answers it: a named organization selling on amazon.com, not VAT registered. */
export const COMPANY = {
  ...BASE_FIELDS,
  id: BASE_FIELDS.companyId,
  name: 'Lantern Goods',
  phone: null,
  email: null,
  address: null,
  city: null,
  state: null,
  zipCode: null,
  taxId: null,
  shipTo: null,
  defaultTerms: null,
  orderNumberPrefix: 'PO',
  nextOrderNumber: 'PO-2026-0001',
  defaultMarketplace: 'US',
  vatRegistered: false,
  vatNumber: null as string | null,
  hasDefaultName: false,
  canEdit: true,
};
