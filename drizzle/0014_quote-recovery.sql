-- Quote recovery (docs/product/quote-recovery.md): the one reminder a priced visit is sent, the
-- tokens of its links (SHA-256 only), and who asked for no more reminders from a business.
CREATE TABLE "quote_reminders" (
	"business_id" text NOT NULL,
	"visit_id" uuid NOT NULL,
	"email" text NOT NULL,
	"emailed_total_cents" integer NOT NULL,
	"resume_token_hash" text NOT NULL,
	"unsubscribe_token_hash" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"resume_expires_at" timestamp with time zone NOT NULL,
	"resumed_at" timestamp with time zone,
	CONSTRAINT "quote_reminders_business_id_visit_id_pk" PRIMARY KEY("business_id","visit_id")
);
--> statement-breakpoint
CREATE TABLE "reminder_unsubscribes" (
	"business_id" text NOT NULL,
	"email" text NOT NULL,
	"unsubscribed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "reminder_unsubscribes_business_id_email_pk" PRIMARY KEY("business_id","email")
);
--> statement-breakpoint
ALTER TABLE "quote_reminders" ADD CONSTRAINT "quote_reminders_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_reminders" ADD CONSTRAINT "quote_reminders_visit_id_quote_leads_id_fk" FOREIGN KEY ("visit_id") REFERENCES "public"."quote_leads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_unsubscribes" ADD CONSTRAINT "reminder_unsubscribes_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "quote_reminders_business_resume_token_idx" ON "quote_reminders" USING btree ("business_id","resume_token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "quote_reminders_business_unsubscribe_token_idx" ON "quote_reminders" USING btree ("business_id","unsubscribe_token_hash");--> statement-breakpoint
CREATE INDEX "quote_reminders_business_sent_idx" ON "quote_reminders" USING btree ("business_id","sent_at");--> statement-breakpoint
CREATE INDEX "quote_reminders_business_email_idx" ON "quote_reminders" USING btree ("business_id","email","sent_at");--> statement-breakpoint
CREATE INDEX "quote_leads_business_priced_idx" ON "quote_leads" USING btree ("business_id","priced_at") WHERE "quote_leads"."priced_at" is not null;
