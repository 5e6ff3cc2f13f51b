-- Drafts follow the company profile (docs/purchase-orders.md): a draft's buyer fields were copies
-- of the profile (the order could not change them), so they are given back to it; a ship-to or
-- terms the draft set itself (other than the copied default) stays the draft's own.
UPDATE "purchase_orders" p SET
  "buyer_name" = NULL,
  "buyer_address" = NULL,
  "buyer_phone" = NULL,
  "buyer_email" = NULL,
  "buyer_tax_id" = NULL,
  "ship_to" = CASE WHEN p."ship_to" IS NULL OR p."ship_to" = '' OR p."ship_to" = p."buyer_address" OR p."ship_to" = c."ship_to" THEN NULL ELSE p."ship_to" END,
  "payment_terms" = CASE WHEN p."payment_terms" = '' OR p."payment_terms" = c."default_terms" THEN NULL ELSE p."payment_terms" END
FROM "companies" c
WHERE c."id" = p."company_id" AND p."status" = 0;
--> statement-breakpoint
-- A local checkout keeps when its trial ends (a sign-up trial carried over keeps its own end,
-- docs/billing.md "Trials"), not a number of days counted from the checkout.
ALTER TABLE "local_billing_checkout_sessions" ADD COLUMN "trial_end" timestamp with time zone;--> statement-breakpoint
UPDATE "local_billing_checkout_sessions" SET "trial_end" = "created" + "trial_days" * interval '1 day' WHERE "trial_days" > 0;--> statement-breakpoint
ALTER TABLE "local_billing_checkout_sessions" DROP COLUMN "trial_days";
