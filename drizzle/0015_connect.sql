-- Payments for a platform (docs/product/payments.md): each business's connected Stripe account,
-- the application fee and payment intent of each order paid through it, and refunds.
ALTER TABLE "businesses" ADD COLUMN "stripe_account_id" text;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "stripe_charges_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "stripe_payouts_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "stripe_details_submitted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "businesses_stripe_account_idx" ON "businesses" USING btree ("stripe_account_id");--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_intent_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "application_fee_cents" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refunded_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE TABLE "order_refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" text NOT NULL REFERENCES "businesses"("id"),
	"order_id" uuid NOT NULL REFERENCES "orders"("id"),
	"stripe_refund_id" text,
	"amount_cents" integer NOT NULL,
	"fee_reversed_cents" integer DEFAULT 0 NOT NULL,
	"reason" text NOT NULL,
	"status" text NOT NULL,
	"actor" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "order_refunds_business_order_idx" ON "order_refunds" USING btree ("business_id","order_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "order_refunds_stripe_refund_idx" ON "order_refunds" USING btree ("stripe_refund_id");--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_amount_positive" CHECK ("order_refunds"."amount_cents" > 0);
