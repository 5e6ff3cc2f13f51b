ALTER TABLE "webhook_deliveries" ADD COLUMN "ordering_key" text;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD COLUMN "sequence" bigserial NOT NULL;--> statement-breakpoint
CREATE INDEX "webhook_deliveries_ordering_idx" ON "webhook_deliveries" USING btree ("endpoint_id","ordering_key","sequence");--> statement-breakpoint
-- Tenant transactions (purchase orders) record deliveries under the app role: the new sequence too.
GRANT USAGE, SELECT ON SEQUENCE webhook_deliveries_sequence_seq TO shelfscope_app;
