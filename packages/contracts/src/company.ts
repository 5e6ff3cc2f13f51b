import { z } from 'zod';
import { BaseFields } from './base.js';
import { EmailAddress, Phone, Text } from './fields.js';
import { MARKETPLACE_CODES, MarketplaceCodeSchema } from './marketplace.js';

/** `GET /api/Company`: the caller's company (the identity organization's seller profile). */
export const Company = BaseFields.extend({
  name: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zipCode: z.string().nullable(),
  taxId: z.string().nullable(),
  /** Where the goods go (several lines); the company's address when empty. */
  shipTo: z.string().nullable(),
  /** Payment terms a new purchase order asks for ("Net 30"). */
  defaultTerms: z.string().nullable(),
  /** Purchase order numbers read PREFIX-YYYY-NNNN. */
  orderNumberPrefix: z.string(),
  /** The number the next purchase order will get (PO-2026-0025). */
  nextOrderNumber: z.string(),
  /** The marketplace new suppliers, the quick view and the extension use unless told otherwise. */
  defaultMarketplace: z.enum(MARKETPLACE_CODES),
  /** A VAT-registered seller reclaims input VAT and does not count output VAT as revenue. */
  vatRegistered: z.boolean(),
  vatNumber: z.string().nullable(),
  /** The name is still the one sign-up gave ("someone's organization"): the app asks for a real one. */
  hasDefaultName: z.boolean(),
  /** Whether the caller may change the profile (`company:write`: owners and the organization's admins). */
  canEdit: z.boolean(),
  /**
   * What the caller may do on the seller data, as `resource:action` (`orders:write`,
   * `shortlists:propose`), from the same policy the API enforces: the web app hides or disables
   * the rest. `roles` are the member's seller roles as the policy reads them.
   */
  permissions: z.array(z.string()),
  roles: z.array(z.string()),
  /** Whether a VA's shortlist additions wait for a buyer's approval (docs/teams.md). */
  approvalsRequired: z.boolean(),
});
export type Company = z.infer<typeof Company>;

/** `POST /api/Company`: the profile fields a company may set. */
export const CompanyProfileInput = z.object({
  name: Text(200).min(1),
  phone: Phone.nullish(),
  email: EmailAddress.nullish(),
  address: Text(300).nullish(),
  city: Text(100).nullish(),
  state: Text(100).nullish(),
  zipCode: Text(20).nullish(),
  taxId: Text(50).nullish(),
  shipTo: Text(500).nullish(),
  defaultTerms: Text(200).nullish(),
  orderNumberPrefix: Text(12)
    .regex(/^[A-Za-z0-9]+(-[A-Za-z0-9]+)*$/, 'must be letters and digits (dashes between)')
    .transform((v) => v.toUpperCase())
    .optional(),
  defaultMarketplace: MarketplaceCodeSchema.optional(),
  vatRegistered: z.boolean().optional(),
  vatNumber: Text(30)
    .regex(/^[A-Za-z0-9 .-]*$/, 'must be letters and digits')
    .nullish(),
});
export type CompanyProfileInput = z.infer<typeof CompanyProfileInput>;
