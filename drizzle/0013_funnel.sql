-- The funnel's daily counters (docs/product/dashboard.md#funnel, docs/decisions/012-funnel-aggregates.md):
-- each visit counted once per step it reaches, on the business's calendar day it began, under
-- its channel and source ('' when unknown); and the out-of-area checks per ZIP code and day.
CREATE TABLE "funnel_days" (
	"business_id" text NOT NULL,
	"day" date NOT NULL,
	"channel" text NOT NULL,
	"source" text NOT NULL,
	"checks" integer DEFAULT 0 NOT NULL,
	"in_area" integer DEFAULT 0 NOT NULL,
	"priced" integer DEFAULT 0 NOT NULL,
	"checkout_started" integer DEFAULT 0 NOT NULL,
	"paid" integer DEFAULT 0 NOT NULL,
	"revenue_cents" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "funnel_days_pkey" PRIMARY KEY("business_id","day","channel","source")
);
--> statement-breakpoint
CREATE TABLE "funnel_out_of_area_days" (
	"business_id" text NOT NULL,
	"day" date NOT NULL,
	"zip_code" text NOT NULL,
	"checks" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "funnel_out_of_area_days_pkey" PRIMARY KEY("business_id","day","zip_code")
);
--> statement-breakpoint
ALTER TABLE "funnel_days" ADD CONSTRAINT "funnel_days_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funnel_out_of_area_days" ADD CONSTRAINT "funnel_out_of_area_days_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- The visits recorded before this migration, counted once as the code counts new ones.
INSERT INTO "funnel_days" ("business_id", "day", "channel", "source", "checks", "in_area", "priced", "checkout_started")
SELECT l."business_id",
	(l."created_at" AT TIME ZONE coalesce(b."config"->>'timezone', 'UTC'))::date,
	coalesce(l."channel", ''), coalesce(l."source", ''),
	count(*), count(*) FILTER (WHERE l."in_service_area"),
	count(l."priced_at"), count(l."checkout_started_at")
FROM "quote_leads" l JOIN "businesses" b ON b."id" = l."business_id"
GROUP BY 1, 2, 3, 4;--> statement-breakpoint
UPDATE "funnel_days" f SET "paid" = p."paid", "revenue_cents" = p."revenue_cents"
FROM (
	SELECT l."business_id",
		(l."created_at" AT TIME ZONE coalesce(b."config"->>'timezone', 'UTC'))::date AS "day",
		coalesce(l."channel", '') AS "channel", coalesce(l."source", '') AS "source",
		count(DISTINCT l."id") AS "paid",
		coalesce(sum(o."total_cents") FILTER (WHERE NOT o."paid_in_test_mode" AND NOT o."demo"), 0) AS "revenue_cents"
	FROM "orders" o
	JOIN "quote_leads" l ON l."business_id" = o."business_id" AND l."id" = o."visit_id"
	JOIN "businesses" b ON b."id" = l."business_id"
	WHERE o."payment_status" = 'paid'
	GROUP BY 1, 2, 3, 4
) p
WHERE f."business_id" = p."business_id" AND f."day" = p."day" AND f."channel" = p."channel" AND f."source" = p."source";--> statement-breakpoint
INSERT INTO "funnel_out_of_area_days" ("business_id", "day", "zip_code", "checks")
SELECT l."business_id",
	(l."created_at" AT TIME ZONE coalesce(b."config"->>'timezone', 'UTC'))::date,
	left(trim(l."zip_code"), 5), count(*)
FROM "quote_leads" l JOIN "businesses" b ON b."id" = l."business_id"
WHERE NOT l."in_service_area"
GROUP BY 1, 2, 3;
