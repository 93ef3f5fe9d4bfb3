-- The offer's link, kept so the dashboard can hand it to the business to send by hand (decision 030),
-- and when the customer first opened it.
ALTER TABLE "custom_quote_offers" ADD COLUMN "link_token" text;--> statement-breakpoint
ALTER TABLE "custom_quote_offers" ADD COLUMN "opened_at" timestamp with time zone;
