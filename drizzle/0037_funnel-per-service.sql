-- The funnel per service (decision 047): the service a visit was checked for, and the funnel's
-- daily counters keyed by it too ('' for every visit that named none, and for every counter before).
ALTER TABLE "quote_leads" ADD COLUMN "service" text;--> statement-breakpoint
ALTER TABLE "funnel_days" ADD COLUMN "service" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "funnel_days" DROP CONSTRAINT "funnel_days_pkey";--> statement-breakpoint
ALTER TABLE "funnel_days" ADD CONSTRAINT "funnel_days_pkey" PRIMARY KEY("business_id","day","channel","source","service");
