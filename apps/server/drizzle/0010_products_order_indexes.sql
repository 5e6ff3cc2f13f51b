DROP INDEX "products_supplier_created_idx";--> statement-breakpoint
DROP INDEX "products_supplier_roi_idx";--> statement-breakpoint
DROP INDEX "products_supplier_profit_idx";--> statement-breakpoint
DROP INDEX "products_supplier_bsr_idx";--> statement-breakpoint
DROP INDEX "products_supplier_sales_idx";--> statement-breakpoint
DROP INDEX "products_supplier_title_idx";--> statement-breakpoint
CREATE INDEX "products_supplier_created_idx" ON "products" USING btree ("supplier_id","created" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "products_supplier_roi_idx" ON "products" USING btree ("supplier_id","roi" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "products_supplier_profit_idx" ON "products" USING btree ("supplier_id","profit_loss" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "products_supplier_bsr_idx" ON "products" USING btree ("supplier_id","bsr_current","id");--> statement-breakpoint
CREATE INDEX "products_supplier_sales_idx" ON "products" USING btree ("supplier_id","sales_estimate" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "products_supplier_title_idx" ON "products" USING btree ("supplier_id","title","id");