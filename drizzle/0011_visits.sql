-- A visit is one quote lead followed through the journey (docs/product/quote-journey.md#visits):
-- where it came from, when it saw a price and for what, and what became of it.
ALTER TABLE "quote_leads" ADD COLUMN "channel" text;--> statement-breakpoint
ALTER TABLE "quote_leads" ADD COLUMN "source" text;--> statement-breakpoint
ALTER TABLE "quote_leads" ADD COLUMN "priced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quote_leads" ADD COLUMN "priced_selection" jsonb;--> statement-breakpoint
ALTER TABLE "quote_leads" ADD COLUMN "priced_total_cents" integer;--> statement-breakpoint
ALTER TABLE "quote_leads" ADD COLUMN "checkout_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quote_leads" ADD COLUMN "custom_quote_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "visit_id" uuid;--> statement-breakpoint
ALTER TABLE "custom_quote_requests" ADD COLUMN "visit_id" uuid;--> statement-breakpoint
CREATE INDEX "orders_business_visit_idx" ON "orders" USING btree ("business_id","visit_id") WHERE "orders"."visit_id" is not null;
