-- A plan's visits are booked ahead as time passes, not only at its start (docs/product/plans.md#schedule):
-- the plan keeps how far its schedule is booked, so a visit skipped or cancelled is never booked
-- again, and the place of its visits. Plans started before keep the 60 days their start booked.
ALTER TABLE "plans" ADD COLUMN "scheduled_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "lat" double precision;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "lng" double precision;--> statement-breakpoint
UPDATE "plans" SET "scheduled_until" = "first_visit_at" + interval '60 days',
  "lat" = (select b."lat" from "bookings" b where b."business_id" = "plans"."business_id"
    and b."order_id" = "plans"."order_id" order by b."updated_at" desc limit 1),
  "lng" = (select b."lng" from "bookings" b where b."business_id" = "plans"."business_id"
    and b."order_id" = "plans"."order_id" order by b."updated_at" desc limit 1);--> statement-breakpoint
ALTER TABLE "plans" ALTER COLUMN "scheduled_until" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "plans_to_schedule_idx" ON "plans" ("scheduled_until","id") WHERE "status" = 'active';
