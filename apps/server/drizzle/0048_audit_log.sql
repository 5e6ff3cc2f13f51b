CREATE TABLE "organization_audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	"member_id" text,
	"impersonator_id" text,
	"impersonator_email" text,
	"api_key_id" text,
	"address" text,
	"action" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text,
	"before" jsonb,
	"after" jsonb
);
--> statement-breakpoint
CREATE INDEX "organization_audit_log_org_at_idx" ON "organization_audit_log" USING btree ("organization_id","at");--> statement-breakpoint
CREATE INDEX "organization_audit_log_at_idx" ON "organization_audit_log" USING btree ("at");--> statement-breakpoint
-- The organization audit log is written by these triggers, in the transaction of each change:
-- an entry exists exactly when its change committed (docs/teams.md, decision 029).
-- Seller tables are recorded when a member's request made the change: seller/tenancy.ts sets
-- app.audit_organization_id (with the member, impersonator, API key and address) in the tenant
-- transaction; background work (upload and refresh jobs, billing webhooks) sets nothing and is
-- recorded through the member's action that started it. Identity tables are recorded always
-- (the organization is the row's own); the actor is set where a member made the change.
-- Trigger arguments: entity name, id column, columns left out (comma list), columns kept
-- (comma list; empty: all). Updates record only the fields that changed; none changed, no entry.
CREATE OR REPLACE FUNCTION shelfscope_audit_row() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
DECLARE
  entity text := TG_ARGV[0];
  id_column text := TG_ARGV[1];
  left_out text[] := string_to_array(coalesce(TG_ARGV[2], ''), ',');
  kept text[] := string_to_array(coalesce(TG_ARGV[3], ''), ',');
  is_seller boolean := TG_TABLE_NAME NOT LIKE 'identity\_%';
  old_row jsonb;
  new_row jsonb;
  row_id text;
  org text;
  verb text;
  before_values jsonb;
  after_values jsonb;
  k text;
BEGIN
  -- A seller table's change outside a member's request (an upload's or a refresh's job) is not
  -- recorded: leave before turning the row into JSON (every product row of a bulk write comes here).
  IF is_seller AND nullif(current_setting('app.audit_organization_id', true), '') IS NULL THEN RETURN NULL; END IF;
  IF TG_OP <> 'INSERT' THEN old_row := to_jsonb(OLD); END IF;
  IF TG_OP <> 'DELETE' THEN new_row := to_jsonb(NEW); END IF;
  row_id := coalesce(new_row, old_row) ->> id_column;
  IF is_seller THEN
    org := nullif(current_setting('app.audit_organization_id', true), '');
  ELSE
    org := coalesce(new_row, old_row) ->> 'organization_id';
  END IF;
  IF org IS NULL THEN RETURN NULL; END IF;
  IF cardinality(kept) > 0 THEN
    old_row := (SELECT jsonb_object_agg(e.key, e.value) FROM jsonb_each(old_row) e WHERE e.key = ANY (kept));
    new_row := (SELECT jsonb_object_agg(e.key, e.value) FROM jsonb_each(new_row) e WHERE e.key = ANY (kept));
  END IF;
  old_row := old_row - left_out - 'company_id'::text;
  new_row := new_row - left_out - 'company_id'::text;
  IF TG_OP = 'UPDATE' THEN
    before_values := '{}'::jsonb;
    after_values := '{}'::jsonb;
    FOR k IN SELECT jsonb_object_keys(coalesce(new_row, '{}'::jsonb)) LOOP
      IF (new_row -> k) IS DISTINCT FROM (old_row -> k) THEN
        before_values := before_values || jsonb_build_object(k, old_row -> k);
        after_values := after_values || jsonb_build_object(k, new_row -> k);
      END IF;
    END LOOP;
    IF after_values = '{}'::jsonb THEN RETURN NULL; END IF;
    verb := 'update';
    IF (after_values ->> 'deleted') = 'true' OR (entity = 'member' AND (after_values ->> 'status') = 'deleted') THEN
      verb := 'delete';
    ELSIF entity = 'shortlist_item' AND after_values ? 'status' THEN
      verb := CASE after_values ->> 'status' WHEN 'approved' THEN 'approve' WHEN 'rejected' THEN 'reject'
        WHEN 'proposed' THEN 'propose' ELSE 'update' END;
    END IF;
  ELSIF TG_OP = 'INSERT' THEN
    after_values := new_row;
    verb := CASE WHEN entity = 'shortlist_item' AND (new_row ->> 'status') = 'proposed' THEN 'propose' ELSE 'create' END;
  ELSE
    before_values := old_row;
    verb := 'delete';
  END IF;
  INSERT INTO organization_audit_log
    (organization_id, member_id, impersonator_id, impersonator_email, api_key_id, address, action, entity, entity_id, before, after)
  VALUES (
    org,
    nullif(current_setting('app.audit_member_id', true), ''),
    nullif(current_setting('app.audit_impersonator_id', true), ''),
    nullif(current_setting('app.audit_impersonator_email', true), ''),
    nullif(current_setting('app.audit_api_key_id', true), ''),
    nullif(current_setting('app.audit_address', true), ''),
    entity || '.' || verb, entity, row_id, before_values, after_values);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER audit_suppliers AFTER INSERT OR UPDATE OR DELETE ON suppliers
  FOR EACH ROW EXECUTE FUNCTION shelfscope_audit_row('supplier', 'id', 'modified,modified_by');
--> statement-breakpoint
CREATE TRIGGER audit_categories AFTER INSERT OR UPDATE OR DELETE ON categories
  FOR EACH ROW EXECUTE FUNCTION shelfscope_audit_row('category', 'id', 'modified,modified_by');
--> statement-breakpoint
CREATE TRIGGER audit_products AFTER INSERT OR UPDATE OR DELETE ON products
  FOR EACH ROW EXECUTE FUNCTION shelfscope_audit_row('product', 'id',
    'modified,modified_by,analysis,version_id,version_created,snapshot_id,updated,fba_fees_total,total_goods_cost,profit_loss,roi,margin,break_even,selected_buy_box_value,bsr_current,sales_estimate,buy_box_current,fba_offers_count,fbm_offers_count,amazon_current,reviews_count,astro_score,alert_threat_level,has_alert,has_buy_box,buy_box_is_amazon,is_amazon_seller');
--> statement-breakpoint
CREATE TRIGGER audit_shortlists AFTER INSERT OR UPDATE OR DELETE ON shortlists
  FOR EACH ROW EXECUTE FUNCTION shelfscope_audit_row('shortlist', 'id', 'modified,modified_by');
--> statement-breakpoint
CREATE TRIGGER audit_shortlist_items AFTER INSERT OR UPDATE OR DELETE ON shortlist_items
  FOR EACH ROW EXECUTE FUNCTION shelfscope_audit_row('shortlist_item', 'id', 'modified,modified_by');
--> statement-breakpoint
CREATE TRIGGER audit_purchase_orders AFTER INSERT OR UPDATE OR DELETE ON purchase_orders
  FOR EACH ROW EXECUTE FUNCTION shelfscope_audit_row('purchase_order', 'id', 'modified,modified_by');
--> statement-breakpoint
CREATE TRIGGER audit_purchase_order_items AFTER INSERT OR UPDATE OR DELETE ON purchase_order_items
  FOR EACH ROW EXECUTE FUNCTION shelfscope_audit_row('purchase_order_item', 'id', 'modified,modified_by');
--> statement-breakpoint
CREATE TRIGGER audit_uploads AFTER INSERT OR UPDATE OR DELETE ON uploads
  FOR EACH ROW EXECUTE FUNCTION shelfscope_audit_row('upload', 'id',
    'modified,modified_by,mapping,columns,candidates,cursor_row,resume_progress,rows_staged');
--> statement-breakpoint
CREATE TRIGGER audit_user_settings AFTER INSERT OR UPDATE OR DELETE ON user_settings
  FOR EACH ROW EXECUTE FUNCTION shelfscope_audit_row('settings', 'id', 'modified,modified_by');
--> statement-breakpoint
CREATE TRIGGER audit_companies AFTER INSERT OR UPDATE OR DELETE ON companies
  FOR EACH ROW EXECUTE FUNCTION shelfscope_audit_row('company', 'id',
    'modified,modified_by,order_sequence,order_sequence_year,plan_code,subscription_status,trial_ends_at,current_period_end');
--> statement-breakpoint
CREATE TRIGGER audit_identity_organizations AFTER INSERT OR UPDATE OR DELETE ON identity_organizations
  FOR EACH ROW EXECUTE FUNCTION shelfscope_audit_row('organization', 'organization_id', '',
    'name,slug,email_allowed_domains,email_jit_provisioning,email_invites,auth_methods,allowed_auth_methods,mfa_policy,mfa_methods,allowed_mfa_methods,sso_default_connection_id,oauth_tenant_jit_provisioning,allowed_oauth_tenants,sso_jit_provisioning,sso_jit_provisioning_allowed_connections');
--> statement-breakpoint
CREATE TRIGGER audit_identity_members AFTER INSERT OR UPDATE OR DELETE ON identity_members
  FOR EACH ROW EXECUTE FUNCTION shelfscope_audit_row('member', 'member_id', '',
    'email_address,status,name,roles,scim_roles,password_reset_required,mfa_enrolled');
--> statement-breakpoint
CREATE TRIGGER audit_identity_sso_connections AFTER INSERT OR UPDATE OR DELETE ON identity_sso_connections
  FOR EACH ROW EXECUTE FUNCTION shelfscope_audit_row('sso_connection', 'connection_id',
    'project_id,organization_id,client_secret_sealed,encryption_private_keys,sp_signing_keys,verification_certificates,created_at,updated_at');
--> statement-breakpoint
CREATE TRIGGER audit_identity_scim_connections AFTER INSERT OR UPDATE OR DELETE ON identity_scim_connections
  FOR EACH ROW EXECUTE FUNCTION shelfscope_audit_row('scim_connection', 'connection_id',
    'project_id,organization_id,token_hash,next_token_hash,created_at,updated_at');
--> statement-breakpoint
GRANT SELECT ON organization_audit_log TO shelfscope_app;
--> statement-breakpoint
ALTER TABLE organization_audit_log ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY organization_audit_log_tenant ON organization_audit_log FOR SELECT TO shelfscope_app
  USING (organization_id = (SELECT c.organization_id FROM companies c WHERE c.id = nullif(current_setting('app.company_id', true), '')::uuid));
