-- Which worker holds a job's lease (docs/decisions/027-sent-once-and-outages.md): a worker renews and gives
-- back only the rows it claimed itself, never rows another worker took over after its lease ran out.
ALTER TABLE "outbox" ADD COLUMN "claimed_by" text;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD COLUMN "claimed_by" text;
