ALTER TABLE "companies" ADD COLUMN "settings_profile" jsonb;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "settings_profile_locked" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "user_settings" ADD COLUMN "own_profile" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "product_versions_member_idx" ON "product_versions" USING btree ("company_id","created_by","created" DESC NULLS LAST);--> statement-breakpoint
-- Members who changed their settings before company profiles keep them as their own; the rest
-- (never saved: they hold the built-in defaults) follow the company's profile (docs/teams.md).
UPDATE "user_settings" SET "own_profile" = true WHERE "modified" IS NOT NULL;
