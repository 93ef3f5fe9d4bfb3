-- When a plan was cancelled (docs/product/dashboard.md#plan-stats): the plans churned in a range
-- are counted by it. Plans cancelled before take the time they last changed.
ALTER TABLE "plans" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
UPDATE "plans" SET "cancelled_at" = "updated_at" WHERE "status" = 'cancelled';--> statement-breakpoint
ALTER TABLE "plans" ADD CONSTRAINT "plans_cancelled_at" CHECK (("status" = 'cancelled') = ("cancelled_at" is not null));--> statement-breakpoint
CREATE INDEX "plans_business_cancelled_idx" ON "plans" ("business_id","cancelled_at") WHERE "cancelled_at" is not null;
