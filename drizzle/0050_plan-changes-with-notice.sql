-- Changes with notice (docs/product/plans.md#changes-with-notice): a customer's pause until a date
-- (told from a payment failure's pause by its resume instant), a frequency changed from a later
-- visit on (the rule's new start), and a price change waiting for the business's notice.
ALTER TABLE "plans" ADD COLUMN "resumes_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "rule_starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "visit_platform_fee_cents" integer;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "next_visit_grand_total_cents" integer;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "next_visit_platform_fee_cents" integer;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "next_price_from" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "plans" ADD CONSTRAINT "plans_resumes_when_paused" CHECK ("plans"."resumes_at" is null or "plans"."status" = 'paused');--> statement-breakpoint
ALTER TABLE "plans" ADD CONSTRAINT "plans_next_price_whole" CHECK (("plans"."next_visit_grand_total_cents" is null) = ("plans"."next_price_from" is null) and ("plans"."next_visit_grand_total_cents" is null or "plans"."next_visit_grand_total_cents" >= 0));--> statement-breakpoint
CREATE INDEX "plans_to_resume_idx" ON "plans" USING btree ("resumes_at") WHERE "plans"."resumes_at" is not null;
