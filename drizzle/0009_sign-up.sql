-- Self-serve sign-up, teams and the settings history (docs/product/settings.md).
-- Admins get a role in their business and a verified email; admins from before sign-up were
-- created by an operator, so their email counts as verified.
ALTER TABLE "admin_users" ADD COLUMN "role" text DEFAULT 'owner' NOT NULL;--> statement-breakpoint
ALTER TABLE "admin_users" ADD CONSTRAINT "admin_users_role_check" CHECK ("role" in ('owner', 'staff'));--> statement-breakpoint
ALTER TABLE "admin_users" ADD COLUMN "email_verified_at" timestamp with time zone;--> statement-breakpoint
-- A member removed from a team keeps its row (history names it) but no longer signs in.
ALTER TABLE "admin_users" ADD COLUMN "removed_at" timestamp with time zone;--> statement-breakpoint
UPDATE "admin_users" SET "email_verified_at" = "created_at";--> statement-breakpoint
-- The mailbox an email reaches (lower case, no +tag, no dots at Gmail), as mailboxOf computes it
-- in src/server/signup/email-identity.ts: sign-up refuses a second account for one mailbox.
ALTER TABLE "admin_users" ADD COLUMN "mailbox" text;--> statement-breakpoint
UPDATE "admin_users" SET "mailbox" = CASE
  WHEN split_part(lower(trim("email")), '@', 2) IN ('gmail.com', 'googlemail.com')
    THEN replace(regexp_replace(split_part(lower(trim("email")), '@', 1), '\+.*$', ''), '.', '') || '@gmail.com'
  ELSE regexp_replace(split_part(lower(trim("email")), '@', 1), '\+.*$', '') || '@' || split_part(lower(trim("email")), '@', 2)
END;--> statement-breakpoint
ALTER TABLE "admin_users" ALTER COLUMN "mailbox" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "admin_users_mailbox_idx" ON "admin_users" ("mailbox");--> statement-breakpoint
CREATE INDEX "admin_users_business_idx" ON "admin_users" ("business_id", "created_at");--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "status_before_suspension" text;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "website_snippet_copied_at" timestamp with time zone;--> statement-breakpoint
-- Emailed one-time links (email verification, team invitations), kept only as their SHA-256.
CREATE TABLE "account_links" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"business_id" text NOT NULL REFERENCES "businesses"("id"),
	"purpose" text NOT NULL CHECK ("purpose" in ('verify_email', 'invite')),
	"email" text NOT NULL,
	"admin_user_id" uuid REFERENCES "admin_users"("id"),
	"role" text CHECK ("role" in ('owner', 'staff')),
	"created_by" uuid REFERENCES "admin_users"("id"),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone
);--> statement-breakpoint
CREATE INDEX "account_links_business_purpose_idx" ON "account_links" ("business_id", "purpose", "created_at");--> statement-breakpoint
-- Who changed which setting when: one row per saved change, with the fields it changed.
CREATE TABLE "settings_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"business_id" text NOT NULL REFERENCES "businesses"("id"),
	"admin_user_id" uuid REFERENCES "admin_users"("id"),
	"actor" text NOT NULL,
	"kind" text NOT NULL,
	"summary" text NOT NULL,
	"changes" jsonb NOT NULL,
	"config_version" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "settings_changes_business_id_idx" ON "settings_changes" ("business_id", "id" DESC);
