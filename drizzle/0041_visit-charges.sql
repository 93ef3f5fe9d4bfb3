-- A plan's later visits charged to the card saved at its first checkout (docs/product/plans.md#billing,
-- decision 045): one row per visit, claimed before the card is charged. The order keeps Quotewise's
-- fee on each later visit; a job keeps when it was marked done.
ALTER TABLE "orders" ADD COLUMN "visit_platform_fee_cents" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "done_at" timestamp with time zone;--> statement-breakpoint
CREATE TABLE "visit_charges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" text NOT NULL,
	"plan_id" uuid NOT NULL,
	"booking_id" uuid NOT NULL,
	"status" text NOT NULL,
	"attempt" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"application_fee_cents" integer,
	"payment_intent_id" text,
	"charging_since" timestamp with time zone,
	"retry_at" timestamp with time zone,
	"failure" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "visit_charges_status" CHECK ("visit_charges"."status" IN ('charging', 'processing', 'paid', 'failed')),
	CONSTRAINT "visit_charges_amount" CHECK ("visit_charges"."amount_cents" > 0)
);--> statement-breakpoint
ALTER TABLE "visit_charges" ADD CONSTRAINT "visit_charges_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_charges" ADD CONSTRAINT "visit_charges_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_charges" ADD CONSTRAINT "visit_charges_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "visit_charges_business_booking_idx" ON "visit_charges" USING btree ("business_id","booking_id");--> statement-breakpoint
CREATE INDEX "visit_charges_retry_idx" ON "visit_charges" USING btree ("retry_at") WHERE "visit_charges"."status" = 'failed' and "visit_charges"."retry_at" is not null;
