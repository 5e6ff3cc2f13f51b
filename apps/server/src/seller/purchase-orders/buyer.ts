import { PURCHASE_ORDER_BUYER_FIELDS, type PurchaseOrderBuyerField } from '@shelfscope/contracts';
import { postalAddress } from '../address.js';
import type { companies } from '../company/schema.js';
import type { purchaseOrders } from './schema.js';

type OrderRow = typeof purchaseOrders.$inferSelect;
type CompanyRow = typeof companies.$inferSelect;
export type Buyer = Record<PurchaseOrderBuyerField, string | null>;

/** What the company profile gives an order's buyer block: its ship-to defaults to its address. */
export function profileBuyer(company: CompanyRow): Buyer {
  const address = postalAddress(company);
  return {
    buyerName: company.name,
    buyerAddress: address,
    buyerPhone: company.phone,
    buyerEmail: company.email,
    buyerTaxId: company.taxId,
    shipTo: company.shipTo || address,
    paymentTerms: company.defaultTerms,
  };
}

/**
 * An order's buyer block as it reads now (docs/purchase-orders.md). A draft follows the profile
 * in every field it has not set itself (null), so a profile filled in after the draft was made
 * reaches it; an order past draft keeps what it was placed with. A ship-to the draft does not set
 * follows the profile's, else the order's buyer address (the draft's own, when it set one).
 */
export function resolveBuyer(
  row: OrderRow,
  company: CompanyRow | undefined,
): { buyer: Buyer; followsProfile: PurchaseOrderBuyerField[] } {
  const own: Buyer = {
    buyerName: row.buyerName,
    buyerAddress: row.buyerAddress,
    buyerPhone: row.buyerPhone,
    buyerEmail: row.buyerEmail,
    buyerTaxId: row.buyerTaxId,
    shipTo: row.shipTo,
    paymentTerms: row.paymentTerms,
  };
  if (row.status !== 0 || !company) return { buyer: own, followsProfile: [] };
  const profile = profileBuyer(company);
  const followsProfile = PURCHASE_ORDER_BUYER_FIELDS.filter((field) => own[field] === null);
  const buyer = { ...own };
  for (const field of followsProfile) buyer[field] = profile[field];
  if (own.shipTo === null && !company.shipTo) buyer.shipTo = buyer.buyerAddress;
  return { buyer, followsProfile };
}
