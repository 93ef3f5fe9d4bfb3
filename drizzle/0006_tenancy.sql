ALTER TABLE "businesses" ADD COLUMN "slug" text;--> statement-breakpoint
UPDATE "businesses" SET "slug" = "id";--> statement-breakpoint
ALTER TABLE "businesses" ALTER COLUMN "slug" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "config_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "status" text DEFAULT 'setup' NOT NULL;--> statement-breakpoint
UPDATE "businesses" SET "status" = 'live';--> statement-breakpoint
CREATE UNIQUE INDEX "businesses_slug_idx" ON "businesses" USING btree ("slug");--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "config_version" integer;
