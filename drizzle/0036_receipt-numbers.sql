-- Receipts numbered per business without gaps (docs/product/receipts.md#numbers): a counter per
-- business, taken in the transaction that marks an order paid. Orders already paid (not in test
-- mode, not sample data) are numbered in the order they were paid.
CREATE TABLE "receipt_counters" (
	"business_id" text PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL
);--> statement-breakpoint
ALTER TABLE "receipt_counters" ADD CONSTRAINT "receipt_counters_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "receipt_number" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_business_receipt_number_idx" ON "orders" USING btree ("business_id","receipt_number");--> statement-breakpoint
UPDATE "orders" SET "receipt_number" = numbered."number"
FROM (
	SELECT "id", row_number() OVER (PARTITION BY "business_id" ORDER BY "paid_at", "created_at", "id") AS "number"
	FROM "orders"
	WHERE "payment_status" = 'paid' AND NOT "paid_in_test_mode" AND NOT "demo"
) AS numbered
WHERE "orders"."id" = numbered."id";--> statement-breakpoint
INSERT INTO "receipt_counters" ("business_id", "last_number")
SELECT "business_id", max("receipt_number") FROM "orders"
WHERE "receipt_number" IS NOT NULL
GROUP BY "business_id";
