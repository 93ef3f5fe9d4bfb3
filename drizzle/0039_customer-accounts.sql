-- The customer's own page (docs/product/customer-account.md, decision 044): a link emailed to the
-- address an order was bought with signs its customer in to one business, with no password. The
-- link's token and the session's are stored only as their SHA-256. A plan's visit the customer
-- skipped is a booking of its own status, 'skipped': off the crew's calendar (the no-overlap rule
-- counts held and booked jobs only), never charged, and not the business's cancellation.
CREATE TABLE "customer_sign_in_links" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"business_id" text NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);--> statement-breakpoint
ALTER TABLE "customer_sign_in_links" ADD CONSTRAINT "customer_sign_in_links_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_sign_in_links_business_email_idx" ON "customer_sign_in_links" USING btree ("business_id",lower("email"),"created_at");--> statement-breakpoint
CREATE TABLE "customer_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" text NOT NULL,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone
);--> statement-breakpoint
ALTER TABLE "customer_sessions" ADD CONSTRAINT "customer_sessions_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "customer_sessions_token_idx" ON "customer_sessions" USING btree ("token_hash");--> statement-breakpoint
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_status";--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_status" CHECK ("bookings"."status" IN ('held', 'booked', 'cancelled', 'skipped'));
