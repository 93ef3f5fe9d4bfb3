-- Sign-in failures become counters that an attempt reserves before its password is checked.
DROP TABLE "admin_login_failures";--> statement-breakpoint
CREATE TABLE "admin_sign_in_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL,
	"attempts" integer NOT NULL
);--> statement-breakpoint
CREATE INDEX "admin_sign_in_counters_window_idx" ON "admin_sign_in_counters" USING btree ("window_started_at");--> statement-breakpoint
ALTER TABLE "admin_sessions" ADD COLUMN "ip_address" text;--> statement-breakpoint
CREATE INDEX "admin_sessions_user_ip_idx" ON "admin_sessions" USING btree ("admin_user_id","ip_address");
--> statement-breakpoint
CREATE TABLE "admin_setup_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "demo" boolean DEFAULT false NOT NULL;
