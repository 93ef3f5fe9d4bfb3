-- Jobs on crews' calendars (docs/product/booking.md#bookings, decision 049): held while the
-- customer pays, booked once paid, or cancelled. A crew never has two overlapping held or booked
-- jobs: the exclusion constraint says so in the database, on PostgreSQL and PGlite alike
-- (btree_gist lets the business and the crew, compared with =, share a GiST index with the time
-- range); its index, partial like the rule, also serves the reads of a business's jobs in a range.
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" text NOT NULL,
	"crew" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"held_until" timestamp with time zone,
	"order_id" uuid,
	"lat" double precision,
	"lng" double precision,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_ends_after_start" CHECK ("bookings"."ends_at" > "bookings"."starts_at"),
	CONSTRAINT "bookings_held_until" CHECK (("bookings"."status" = 'held') = ("bookings"."held_until" is not null)),
	CONSTRAINT "bookings_status" CHECK ("bookings"."status" IN ('held', 'booked', 'cancelled'))
);--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_business_order_idx" ON "bookings" USING btree ("business_id","order_id") WHERE "bookings"."order_id" is not null;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_crew_no_overlap" EXCLUDE USING gist ("business_id" WITH =, "crew" WITH =, tstzrange("starts_at", "ends_at") WITH &&) WHERE ("status" IN ('held', 'booked'));
