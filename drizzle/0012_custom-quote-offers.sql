-- Offers on custom quote requests (docs/product/custom-quotes.md): the business prices a request
-- and the customer accepts and pays it from an emailed link, kept only as its SHA-256.
CREATE TABLE "custom_quote_offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" text NOT NULL REFERENCES "businesses"("id"),
	"request_id" uuid NOT NULL REFERENCES "custom_quote_requests"("id"),
	"token_hash" text NOT NULL,
	"items" jsonb NOT NULL,
	"lines" jsonb NOT NULL,
	"note" text,
	"subtotal_cents" integer NOT NULL,
	"fee_cents" integer NOT NULL,
	"tax_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"grand_total_cents" integer NOT NULL CHECK ("grand_total_cents" > 0),
	"config_version" integer NOT NULL,
	"status" text DEFAULT 'sent' NOT NULL CHECK ("status" in ('sent', 'withdrawn', 'accepted')),
	"expires_at" timestamp with time zone NOT NULL,
	"sent_to" text NOT NULL,
	"sent_by" uuid REFERENCES "admin_users"("id"),
	"order_id" uuid REFERENCES "orders"("id"),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"withdrawn_at" timestamp with time zone,
	"accepted_at" timestamp with time zone,
	"renewal_requested_at" timestamp with time zone
);--> statement-breakpoint
CREATE UNIQUE INDEX "custom_quote_offers_business_token_idx" ON "custom_quote_offers" ("business_id", "token_hash");--> statement-breakpoint
CREATE INDEX "custom_quote_offers_business_request_idx" ON "custom_quote_offers" ("business_id", "request_id", "created_at" DESC);--> statement-breakpoint
-- At most one offer of a request is live (sent or accepted): a revision withdraws the one before.
CREATE UNIQUE INDEX "custom_quote_offers_business_live_idx" ON "custom_quote_offers" ("business_id", "request_id") WHERE "status" in ('sent', 'accepted');
