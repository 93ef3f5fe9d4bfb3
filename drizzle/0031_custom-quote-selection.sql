-- A custom quote request keeps the service the customer chose before asking, with its option,
-- quantities and frequency (decision 042); null on requests without one and on every older one.
ALTER TABLE "custom_quote_requests" ADD COLUMN "selection" jsonb;
