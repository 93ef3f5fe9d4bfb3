-- What an order of a service bought (decision 042): the service's code, the quantities given, the
-- frequency and, for a recurring one, the first and each later visit's totals. Null on orders
-- priced in today's one-service way (and on every order from before).
ALTER TABLE "orders" ADD COLUMN "service_code" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "quantities" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "frequency" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "recurring" jsonb;
