-- Outgoing webhooks (docs/product/webhooks.md, docs/decisions/011-outgoing-webhooks.md):
-- a business's endpoints, one delivery per (endpoint, event), and every attempt to send one.
CREATE TABLE "webhook_endpoints" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" text NOT NULL REFERENCES "businesses"("id"),
	"url" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"events" text[] NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"disabled_reason" text,
	"secret" text NOT NULL,
	"previous_secret" text,
	"previous_secret_expires_at" timestamp with time zone,
	"failing_since" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "webhook_endpoints_business_idx" ON "webhook_endpoints" ("business_id", "created_at");--> statement-breakpoint
CREATE TABLE "webhook_deliveries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"business_id" text NOT NULL REFERENCES "businesses"("id"),
	"endpoint_id" uuid NOT NULL REFERENCES "webhook_endpoints"("id") ON DELETE CASCADE,
	"message_id" text NOT NULL,
	"event_type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL CHECK ("status" in ('pending', 'succeeded', 'failed')),
	"attempts" integer DEFAULT 0 NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"response_status" integer,
	"duration_ms" integer,
	"last_error" text,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "webhook_deliveries_business_endpoint_idx" ON "webhook_deliveries" ("business_id", "endpoint_id", "id" DESC);--> statement-breakpoint
-- The worker serves every business: the one index that does not lead with business_id.
CREATE INDEX "webhook_deliveries_due_idx" ON "webhook_deliveries" ("run_at") WHERE "status" = 'pending';--> statement-breakpoint
CREATE TABLE "webhook_attempts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"business_id" text NOT NULL REFERENCES "businesses"("id"),
	"delivery_id" bigint NOT NULL REFERENCES "webhook_deliveries"("id") ON DELETE CASCADE,
	"response_status" integer,
	"duration_ms" integer NOT NULL,
	"error" text,
	"succeeded" boolean NOT NULL,
	"next_retry_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "webhook_attempts_business_delivery_idx" ON "webhook_attempts" ("business_id", "delivery_id", "id");
--> statement-breakpoint
-- Every change to an endpoint tells each listening server whose endpoints changed, so its cache
-- of who listens to which event (src/server/webhooks/webhook-listeners.ts) is dropped at once.
CREATE OR REPLACE FUNCTION notify_webhook_endpoints_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('webhook_endpoints_changed', COALESCE(NEW.business_id, OLD.business_id));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER webhook_endpoints_changed AFTER INSERT OR UPDATE OR DELETE ON "webhook_endpoints"
  FOR EACH ROW EXECUTE FUNCTION notify_webhook_endpoints_changed();
