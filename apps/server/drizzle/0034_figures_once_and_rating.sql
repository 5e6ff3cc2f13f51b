-- Issue 40. products.rating becomes the listing's star rating (0..5 in tenths) copied from the
-- analysis, as the other list columns; it was a whole number no route ever set, so every product
-- showed no rating beside its reviews.
ALTER TABLE "products" ALTER COLUMN "rating" SET DATA TYPE double precision;--> statement-breakpoint
UPDATE "products" p SET "rating" = (v."analysis"->>'rating')::double precision
  FROM "product_versions" v WHERE v."id" = p."version_id" AND jsonb_typeof(v."analysis"->'rating') = 'number';--> statement-breakpoint
-- An order's usage events name the order, once per kind: a purchase order counts once on the
-- dashboard however often and in however many formats it is downloaded (docs/dashboard.md). Events
-- recorded before carry no order and stay as they were.
ALTER TABLE "usage_events" ADD COLUMN "order_id" uuid;--> statement-breakpoint
CREATE UNIQUE INDEX "usage_events_order_once_idx" ON "usage_events" USING btree ("company_id","kind","order_id") WHERE "usage_events"."order_id" is not null;