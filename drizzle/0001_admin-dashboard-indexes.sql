-- pg_trgm backs the admin search (substring, case-insensitive); PGlite loads it in database.ts.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "orders_business_pending_created_idx" ON "orders" USING btree ("business_id","created_at" DESC NULLS LAST,"id") WHERE "orders"."payment_status" = 'pending';--> statement-breakpoint
CREATE INDEX "orders_business_paid_open_created_idx" ON "orders" USING btree ("business_id","created_at" DESC NULLS LAST,"id") WHERE "orders"."payment_status" = 'paid' and not "orders"."onboarded";--> statement-breakpoint
CREATE INDEX "orders_business_onboarded_created_idx" ON "orders" USING btree ("business_id","created_at" DESC NULLS LAST,"id") WHERE "orders"."onboarded";--> statement-breakpoint
CREATE INDEX "orders_business_stats_idx" ON "orders" USING btree ("business_id","payment_status","onboarded","total_cents");--> statement-breakpoint
CREATE INDEX "orders_search_trgm_idx" ON "orders" USING gin ((coalesce("customer_name", '') || ' ' || "email" || ' ' || "address" || ' ' || "town") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_business_email_idx" ON "orders" USING btree ("business_id",lower("email"));