-- Deposits (docs/product/payments.md#deposits): an offer may ask a deposit; its order charges the
-- deposit at checkout with the card saved, and the balance later, off-session or through an
-- emailed payment link. Refunds name the payment they give back.
ALTER TABLE "custom_quote_offers" ADD COLUMN "deposit_cents" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "deposit_cents" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "balance_status" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "balance_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "balance_charging_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "balance_paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "balance_payment_intent_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "balance_application_fee_cents" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "balance_checkout_session_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "stripe_customer_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "stripe_payment_method_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_deposit_within_total" CHECK ("orders"."deposit_cents" is null or ("orders"."deposit_cents" > 0 and "orders"."deposit_cents" < "orders"."grand_total_cents"));--> statement-breakpoint
ALTER TABLE "order_refunds" ADD COLUMN "payment" text DEFAULT 'checkout' NOT NULL;
