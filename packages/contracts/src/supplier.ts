import { z } from 'zod';
import { Id, NamedFields } from './base.js';
import { CategorySlim } from './category.js';
import { EmailAddress, EntityName, Phone, Text } from './fields.js';
import { CurrencyCodeSchema, MARKETPLACE_CODES, MarketplaceCodeSchema } from './marketplace.js';
import { BuyBoxOverride, OverrideCustomValue, requireCustomValue } from './overrides.js';
import { MAX_PAGE_SIZE, PageQuery } from './paging.js';

/**
 * A supplier (spec section 3) with its computed fields: productsCount, the count of its
 * products at each astro score level (astroScore1..5) and its categories.
 */
export const Supplier = NamedFields.extend({
  state: z.string().nullable(),
  city: z.string().nullable(),
  zipCode: z.string().nullable(),
  address: z.string().nullable(),
  number: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  override: z.number().int(),
  overrideCustomValue: z.number().nullable(),
  productsCount: z.number().int(),
  astroScore1: z.number().int(),
  astroScore2: z.number().int(),
  astroScore3: z.number().int(),
  astroScore4: z.number().int(),
  astroScore5: z.number().int(),
  categoriesIds: z.array(Id),
  categories: z.array(CategorySlim),
  /** The marketplace its products are analysed for. */
  marketplace: z.enum(MARKETPLACE_CODES),
  /** The currency its prices are in (the marketplace's unless it quotes in another). */
  currency: z.string(),
  /** Whether its prices include VAT (the analysis takes the input VAT out). */
  costsIncludeVat: z.boolean(),
});
export type Supplier = z.infer<typeof Supplier>;

/**
 * `GET /api/Supplier/slim` and `/{supplierId}/slim`: the name, and the marketplace and currency
 * its shortlists' and orders' totals are in (optional: added with marketplaces, issue 41).
 */
export const SupplierSlim = z.object({
  id: Id,
  name: z.string(),
  marketplace: z.enum(MARKETPLACE_CODES).optional(),
  /** The currency its prices (and so its orders) are in. */
  currency: z.string().optional(),
});
export type SupplierSlim = z.infer<typeof SupplierSlim>;

const CategoryIds = z.array(Id).max(100);

/** The contact and address fields: optional; null clears a field. */
const SupplierFields = {
  phone: Phone.nullish(),
  email: EmailAddress.nullish(),
  address: Text(300).nullish(),
  number: Text(50).nullish(),
  city: Text(100).nullish(),
  state: Text(100).nullish(),
  zipCode: Text(20).nullish(),
  /** Left out on create: the company's default marketplace. A change re-analyses its products. */
  marketplace: MarketplaceCodeSchema.optional(),
  /** Null: the marketplace's currency. */
  currency: CurrencyCodeSchema.nullish(),
  costsIncludeVat: z.boolean().optional(),
};

/** `POST /api/Supplier` (spec section 5: name required; phone, email, address, categoriesIds optional). */
export const SupplierInput = z.object({ name: EntityName, ...SupplierFields, categoriesIds: CategoryIds.optional() });
export type SupplierInput = z.infer<typeof SupplierInput>;

/**
 * `PUT /api/Supplier` (spec section 5: id and name required). Other fields sent are set (null
 * clears); fields left out keep their value. `categoriesIds`, when sent, replaces the set.
 */
export const SupplierUpdate = z.object({
  id: z.string().max(200),
  name: EntityName,
  ...SupplierFields,
  categoriesIds: CategoryIds.optional(),
});
export type SupplierUpdate = z.infer<typeof SupplierUpdate>;

/** `categories` as repeated parameters or one comma-separated list of category ids. */
const CategoryFilter = z
  .union([z.string(), z.array(z.string())])
  .transform((value) =>
    (Array.isArray(value) ? value : [value])
      .flatMap((part) => part.split(','))
      .map((part) => part.trim())
      .filter(Boolean),
  )
  .pipe(z.array(Id.describe('a category id')).max(100));

/** `GET /api/Supplier`: optionally only suppliers in any of `categories`; paged. */
export const SupplierListQuery = PageQuery.extend({ categories: CategoryFilter.optional() });
export type SupplierListQuery = z.infer<typeof SupplierListQuery>;

/** `PATCH /api/Supplier/{supplierId}/{field}`: the new value in the query (spec section 7). */
export const SupplierNameQuery = z.object({ name: EntityName });
export const SupplierEmailQuery = z.object({ email: EmailAddress.or(z.literal('')) });
export const SupplierPhoneQuery = z.object({ phone: Phone.or(z.literal('')) });
export const SupplierAddressQuery = z.object({ address: Text(300) });

/**
 * `PUT /api/Supplier/override`: the supplier-wide buy-box override (spec section 5 "Override":
 * override required, overrideCustomValue optional). The route has no id in its path, so the
 * body names the supplier as `supplierId` (or `id`).
 */
export const SupplierOverrideInput = z
  .object({
    supplierId: z.string().max(200).optional(),
    id: z.string().max(200).optional(),
    override: BuyBoxOverride,
    overrideCustomValue: OverrideCustomValue.nullish(),
  })
  .refine((input) => input.supplierId !== undefined || input.id !== undefined, {
    message: 'is required',
    path: ['supplierId'],
  })
  .refine(requireCustomValue, { message: 'is required when override is 5 (custom)', path: ['overrideCustomValue'] });
export type SupplierOverrideInput = z.infer<typeof SupplierOverrideInput>;

/** `GET /api/Supplier/{supplierId}/refresh`: how many of the supplier's products were queued. */
export const SupplierRefresh = z.object({ queued: z.number().int(), message: z.string() });
export type SupplierRefresh = z.infer<typeof SupplierRefresh>;

/**
 * `POST /api/SupplierSearch`: every criterion optional, all given ones must match. name is a
 * case-insensitive substring; city and state match ignoring case; category is a category id
 * or a category name.
 */
export const SupplierSearchInput = z.object({
  name: Text(200).optional(),
  city: Text(100).optional(),
  state: Text(100).optional(),
  category: Text(200).optional(),
  limit: z.number().int().min(1).max(MAX_PAGE_SIZE).default(100),
});
export type SupplierSearchInput = z.infer<typeof SupplierSearchInput>;

/** A supplier id in the path (malformed ids are unknown ids: 404, like the others). */
export const SupplierIdParams = z.object({ supplierId: z.string().max(200) });
