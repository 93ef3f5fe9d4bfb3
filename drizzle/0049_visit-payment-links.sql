-- A customer pays a plan's visit whose charge failed, and updates the card
-- (docs/product/plans.md#paying-a-failed-visit): the emailed link, and the customer's own
-- Checkout Session of the visit, during which no retry charges the saved card.
ALTER TABLE "visit_charges" ADD COLUMN "checkout_session_id" text;--> statement-breakpoint
ALTER TABLE "visit_charges" ADD COLUMN "checkout_until" timestamp with time zone;--> statement-breakpoint
CREATE TABLE "visit_payment_links" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"business_id" text NOT NULL,
	"visit_charge_id" uuid NOT NULL,
	"booking_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);--> statement-breakpoint
ALTER TABLE "visit_payment_links" ADD CONSTRAINT "visit_payment_links_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_payment_links" ADD CONSTRAINT "visit_payment_links_visit_charge_id_visit_charges_id_fk" FOREIGN KEY ("visit_charge_id") REFERENCES "public"."visit_charges"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_payment_links" ADD CONSTRAINT "visit_payment_links_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "visit_payment_links_charge_idx" ON "visit_payment_links" USING btree ("business_id","visit_charge_id");
