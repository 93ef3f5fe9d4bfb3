-- The plan visits due for a charge on their day, across every business (docs/product/plans.md#billing).
CREATE INDEX "bookings_plan_visits_due_idx" ON "bookings" ("starts_at") WHERE "plan_id" IS NOT NULL AND "status" = 'booked';
