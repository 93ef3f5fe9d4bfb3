-- A paid order whose held time was taken by someone else while its payment was late
-- (docs/product/booking.md#a-new-time): the owner sees it flagged and the customer is emailed a
-- link to choose again. Cleared when a new time is booked.
ALTER TABLE "orders" ADD COLUMN "needs_new_time_since" timestamp with time zone;
