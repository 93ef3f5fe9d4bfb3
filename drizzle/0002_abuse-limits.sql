ALTER TABLE "orders" ADD COLUMN "location_precision" text;--> statement-breakpoint
-- Until now checkout always located orders with the offline ZIP geocoder: the ZIP's centre.
UPDATE "orders" SET "location_precision" = 'zip' WHERE "lat" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "quote_leads" ADD COLUMN "location_precision" text;--> statement-breakpoint
ALTER TABLE "quote_leads" ADD COLUMN "visit_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "quote_leads_business_visit_idx" ON "quote_leads" USING btree ("business_id","visit_key");--> statement-breakpoint
ALTER TABLE "custom_quote_requests" ALTER COLUMN "town" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "suppressed_reason" text;--> statement-breakpoint
CREATE INDEX "outbox_recipient_created_idx" ON "outbox" USING btree (lower("payload"->>'to'),"created_at");--> statement-breakpoint
CREATE INDEX "outbox_kind_created_idx" ON "outbox" USING btree ("kind","created_at");
