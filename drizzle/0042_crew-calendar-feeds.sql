-- The business's schedule (docs/product/booking.md#the-schedule, decision 053): a job the customer
-- did not turn up for is a booking of its own status, 'no_show' (off the crew's calendar like a
-- cancelled one: the no-overlap rule counts held and booked jobs only; never charged). Each crew
-- may have a calendar feed (#calendar-feed): a secret address whose token is stored only as its
-- SHA-256; revoking it keeps the row, so an old address answers 404 for good.
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_status";--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_status" CHECK ("bookings"."status" IN ('held', 'booked', 'cancelled', 'skipped', 'no_show'));--> statement-breakpoint
CREATE TABLE "crew_calendar_feeds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" text NOT NULL,
	"crew" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);--> statement-breakpoint
ALTER TABLE "crew_calendar_feeds" ADD CONSTRAINT "crew_calendar_feeds_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "crew_calendar_feeds_token_idx" ON "crew_calendar_feeds" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "crew_calendar_feeds_business_crew_idx" ON "crew_calendar_feeds" USING btree ("business_id","crew") WHERE "crew_calendar_feeds"."revoked_at" is null;
