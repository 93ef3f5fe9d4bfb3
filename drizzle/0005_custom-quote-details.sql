ALTER TABLE "custom_quote_requests" ADD COLUMN "property_details" text;
