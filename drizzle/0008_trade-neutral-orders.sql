-- Orders name what was sold by the business's option (code and label), not by a driveway size
-- (docs/decisions/008-offering-model.md). Existing orders keep their code and get the label
-- their business showed for it; season dates are only set for businesses that bill by season.
ALTER TABLE "orders" RENAME COLUMN "driveway_size" TO "option_code";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "option_label" text;--> statement-breakpoint
UPDATE "orders" AS "o" SET "option_label" = coalesce(
  (
    SELECT "option"->>'label'
    FROM "businesses" AS "b",
      jsonb_array_elements(coalesce("b"."config"->'drivewaySizes', "b"."config"->'offering'->'options')) AS "option"
    WHERE "b"."id" = "o"."business_id" AND "option"->>'code' = "o"."option_code"
    LIMIT 1
  ),
  "o"."option_code"
);--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "option_label" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "season_starts_on" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "season_ends_on" DROP NOT NULL;
