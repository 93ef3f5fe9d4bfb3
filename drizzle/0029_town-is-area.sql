-- The column that holds an order's, a lead's and a custom quote request's service area is named
-- for what it holds (issue #30 item 2). A rename keeps every row, and the admin search's trigram
-- index on an expression over the column follows it.
ALTER TABLE "orders" RENAME COLUMN "town" TO "area";--> statement-breakpoint
ALTER TABLE "quote_leads" RENAME COLUMN "town" TO "area";--> statement-breakpoint
ALTER TABLE "custom_quote_requests" RENAME COLUMN "town" TO "area";
