-- The balance's payment link and the quote reminder's link, kept so the dashboard can hand them to
-- the business to send by hand, and when the customer first opened them (decision 030).
ALTER TABLE "orders" ADD COLUMN "balance_link_token_hash" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "balance_link_token" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "balance_link_url" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "balance_link_opened_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_business_balance_link_idx" ON "orders" USING btree ("business_id","balance_link_token_hash") WHERE "orders"."balance_link_token_hash" is not null;--> statement-breakpoint
ALTER TABLE "quote_reminders" ADD COLUMN "resume_token" text;
