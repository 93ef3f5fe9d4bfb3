-- Recurring plans (docs/product/plans.md): a service bought at a recurring frequency, its schedule
-- as an RFC 5545 rule from the first visit. Its later visits are bookings of the plan on the first
-- visit's crew, under the same no-overlap rule as every job.
CREATE TABLE "plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" text NOT NULL,
	"order_id" uuid NOT NULL,
	"service_code" text NOT NULL,
	"frequency" text NOT NULL,
	"rule" text NOT NULL,
	"first_visit_at" timestamp with time zone NOT NULL,
	"time_zone" text NOT NULL,
	"crew" text NOT NULL,
	"duration_minutes" integer NOT NULL,
	"visit_grand_total_cents" integer NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plans_status" CHECK ("plans"."status" IN ('active', 'paused', 'cancelled')),
	CONSTRAINT "plans_duration" CHECK ("plans"."duration_minutes" > 0)
);--> statement-breakpoint
ALTER TABLE "plans" ADD CONSTRAINT "plans_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plans" ADD CONSTRAINT "plans_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "plans_business_order_idx" ON "plans" USING btree ("business_id","order_id");--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "plan_id" uuid;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_business_plan_idx" ON "bookings" USING btree ("business_id","plan_id") WHERE "bookings"."plan_id" is not null;
