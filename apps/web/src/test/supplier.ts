import { BASE_FIELDS } from './screen-api';

/** The test id of number n: a valid UUID the server would accept. */
export const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** A supplier as GET /api/Supplier answers it: no contact fields, no products, on amazon.com in dollars; `fields` override. */
export function supplierRow(n: number, name: string, fields: Record<string, unknown> = {}) {
  return {
    ...BASE_FIELDS,
    id: uuid(n),
    name,
    state: null,
    city: null,
    zipCode: null,
    address: null,
    number: null,
    phone: null,
    email: null,
    override: -1,
    overrideCustomValue: null,
    productsCount: 0,
    astroScore1: 0,
    astroScore2: 0,
    astroScore3: 0,
    astroScore4: 0,
    astroScore5: 0,
    marketplace: 'US',
    currency: 'USD',
    costsIncludeVat: false,
    categoriesIds: [] as string[],
    categories: [] as { id: string; name: string }[],
    ...fields,
  };
}
