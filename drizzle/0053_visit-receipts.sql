-- Receipts for a plan's later visits (docs/product/receipts.md#visit-receipts): a paid visit's
-- charge keeps when it was paid and its receipt number, taken from the business's one counter
-- that orders number from. Charges already paid are dated by their last change and numbered
-- after the business's last receipt, in the order they were paid; those of a plan first paid in
-- test mode (or sample data) get no number.
ALTER TABLE "visit_charges" ADD COLUMN "receipt_number" integer;--> statement-breakpoint
ALTER TABLE "visit_charges" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "visit_charges_business_receipt_number_idx" ON "visit_charges" USING btree ("business_id","receipt_number");--> statement-breakpoint
UPDATE "visit_charges" SET "paid_at" = "updated_at" WHERE "status" = 'paid';--> statement-breakpoint
ALTER TABLE "visit_charges" ADD CONSTRAINT "visit_charges_paid_at" CHECK (("visit_charges"."status" = 'paid') = ("visit_charges"."paid_at" is not null));--> statement-breakpoint
UPDATE "visit_charges" SET "receipt_number" = numbered."number"
FROM (
	SELECT "visit_charges"."id",
		coalesce("receipt_counters"."last_number", 0) + row_number() OVER (
			PARTITION BY "visit_charges"."business_id"
			ORDER BY "visit_charges"."paid_at", "visit_charges"."created_at", "visit_charges"."id"
		) AS "number"
	FROM "visit_charges"
	JOIN "plans" ON "plans"."id" = "visit_charges"."plan_id"
	JOIN "orders" ON "orders"."id" = "plans"."order_id"
	LEFT JOIN "receipt_counters" ON "receipt_counters"."business_id" = "visit_charges"."business_id"
	WHERE "visit_charges"."status" = 'paid' AND NOT "orders"."paid_in_test_mode" AND NOT "orders"."demo"
) AS numbered
WHERE "visit_charges"."id" = numbered."id";--> statement-breakpoint
INSERT INTO "receipt_counters" ("business_id", "last_number")
SELECT "business_id", max("receipt_number") FROM "visit_charges"
WHERE "receipt_number" IS NOT NULL
GROUP BY "business_id"
ON CONFLICT ("business_id") DO UPDATE
SET "last_number" = greatest("receipt_counters"."last_number", excluded."last_number");
