-- A customer's tip after a completed visit (docs/product/customer-account.md#tips,
-- docs/decisions/059-tips-on-the-connected-account-without-fee.md): paid to the business on a
-- Checkout Session of its own, recorded once by the session's id.
CREATE TABLE "visit_tips" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" text NOT NULL,
	"booking_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" text NOT NULL,
	"checkout_session_id" text,
	"payment_intent_id" text,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "visit_tips_amount" CHECK ("visit_tips"."amount_cents" > 0),
	CONSTRAINT "visit_tips_status" CHECK ("visit_tips"."status" IN ('open', 'paid')),
	CONSTRAINT "visit_tips_paid_at" CHECK (("visit_tips"."status" = 'paid') = ("visit_tips"."paid_at" is not null))
);--> statement-breakpoint
ALTER TABLE "visit_tips" ADD CONSTRAINT "visit_tips_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_tips" ADD CONSTRAINT "visit_tips_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_tips" ADD CONSTRAINT "visit_tips_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "visit_tips_checkout_session_idx" ON "visit_tips" USING btree ("checkout_session_id");--> statement-breakpoint
CREATE INDEX "visit_tips_business_booking_idx" ON "visit_tips" USING btree ("business_id","booking_id");
