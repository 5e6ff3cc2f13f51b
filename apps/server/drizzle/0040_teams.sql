ALTER TABLE "companies" ADD COLUMN "approvals_required" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "shortlist_items" ADD COLUMN "status" text DEFAULT 'approved' NOT NULL;--> statement-breakpoint
ALTER TABLE "shortlist_items" ADD COLUMN "proposed_by" text;--> statement-breakpoint
ALTER TABLE "shortlist_items" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "shortlist_items" ADD COLUMN "decided_by" text;--> statement-breakpoint
ALTER TABLE "shortlist_items" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shortlist_items" ADD COLUMN "decision_comment" text;--> statement-breakpoint
-- Issue 44: seller roles (docs/teams.md). Today's members keep what they could do: the
-- organization's admins become owners, every other member a buyer. A member who already holds a
-- seller role, and members of organizations without a seller company (the operators), are left
-- alone, so running this again changes nothing.
UPDATE "identity_members" SET "roles" = array_append("roles", 'shelfscope_owner')
WHERE 'stytch_admin' = ANY("roles")
  AND NOT ("roles" && ARRAY['shelfscope_owner', 'shelfscope_buyer', 'shelfscope_va', 'shelfscope_viewer']::text[])
  AND "organization_id" IN (SELECT "organization_id" FROM "companies");
--> statement-breakpoint
UPDATE "identity_members" SET "roles" = array_append("roles", 'shelfscope_buyer')
WHERE NOT ('stytch_admin' = ANY("roles"))
  AND NOT ("roles" && ARRAY['shelfscope_owner', 'shelfscope_buyer', 'shelfscope_va', 'shelfscope_viewer']::text[])
  AND "organization_id" IN (SELECT "organization_id" FROM "companies");
