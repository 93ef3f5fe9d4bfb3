ALTER TABLE "orders" ADD COLUMN "paid_in_test_mode" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Orders the test-mode page paid before this column existed: their 'paid' event names it.
UPDATE "orders" SET "paid_in_test_mode" = true WHERE "id" IN (SELECT "order_id" FROM "order_events" WHERE "type" = 'paid' AND "actor" = 'test-checkout');--> statement-breakpoint
DROP INDEX IF EXISTS "orders_business_stats_idx";--> statement-breakpoint
CREATE INDEX "orders_business_stats_idx" ON "orders" USING btree ("business_id","payment_status","onboarded","paid_in_test_mode","total_cents");--> statement-breakpoint
CREATE INDEX "custom_quotes_business_email_idx" ON "custom_quote_requests" USING btree ("business_id",lower("email"));
