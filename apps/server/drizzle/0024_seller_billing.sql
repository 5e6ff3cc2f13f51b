CREATE TABLE "local_billing_checkout_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"plan_code" text NOT NULL,
	"period" text NOT NULL,
	"trial_days" integer NOT NULL,
	"metadata" jsonb NOT NULL,
	"success_url" text NOT NULL,
	"cancel_url" text NOT NULL,
	"status" text NOT NULL,
	"subscription_id" text,
	"created" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "local_billing_clock" (
	"id" integer PRIMARY KEY NOT NULL,
	"offset_ms" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "local_billing_customers" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text,
	"name" text,
	"metadata" jsonb NOT NULL,
	"default_payment_method" text,
	"created" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "local_billing_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"created" timestamp with time zone NOT NULL,
	"delivered" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "local_billing_invoices" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"subscription_id" text NOT NULL,
	"status" text NOT NULL,
	"amount" integer NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"paid_at" timestamp with time zone,
	"created" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "local_billing_payment_methods" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"exp_month" integer NOT NULL,
	"exp_year" integer NOT NULL,
	"fails_later" boolean DEFAULT false NOT NULL,
	"detached" boolean DEFAULT false NOT NULL,
	"created" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "local_billing_subscriptions" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"status" text NOT NULL,
	"plan_code" text NOT NULL,
	"period" text NOT NULL,
	"amount" integer NOT NULL,
	"trial_end" timestamp with time zone,
	"current_period_start" timestamp with time zone NOT NULL,
	"current_period_end" timestamp with time zone NOT NULL,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"canceled_at" timestamp with time zone,
	"next_payment_attempt" timestamp with time zone,
	"metadata" jsonb NOT NULL,
	"created" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing_customers" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"customer_id" text NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_customers_customer_id_unique" UNIQUE("customer_id")
);
--> statement-breakpoint
CREATE TABLE "billing_subscriptions" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"customer_id" text NOT NULL,
	"status" text NOT NULL,
	"plan_code" text NOT NULL,
	"period" text NOT NULL,
	"amount" integer NOT NULL,
	"trial_end" timestamp with time zone,
	"current_period_start" timestamp with time zone,
	"current_period_end" timestamp with time zone,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"canceled_at" timestamp with time zone,
	"referral_code" text,
	"provider_created" timestamp with time zone NOT NULL,
	"updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing_webhook_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"received" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "billing_customers" ADD CONSTRAINT "billing_customers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_subscriptions" ADD CONSTRAINT "billing_subscriptions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;