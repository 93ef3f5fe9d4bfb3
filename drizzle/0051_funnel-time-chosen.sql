-- The funnel's "Time chosen" step (docs/product/dashboard.md#funnel): when a visit's checkout
-- first held a time, and the daily counter of such visits.
ALTER TABLE "quote_leads" ADD COLUMN "time_chosen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "funnel_days" ADD COLUMN "time_chosen" integer DEFAULT 0 NOT NULL;
