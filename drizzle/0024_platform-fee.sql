-- Quotewise's fee kept apart from the convenience fee the customer pays (decision 033): equal
-- when the fee is passed on, the whole fee when the business absorbs it (the customer's is 0).
-- Null on rows from before: their application fee was taken from fee_cents.
ALTER TABLE "orders" ADD COLUMN "platform_fee_cents" integer;--> statement-breakpoint
ALTER TABLE "custom_quote_offers" ADD COLUMN "platform_fee_cents" integer;
