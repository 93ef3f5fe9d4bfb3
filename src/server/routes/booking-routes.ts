import { slotsRequestSchema, slotsResponseSchema } from "@/shared/api/booking-contract";
import type { AppContext, ZodApp } from "../app-context";
import { findSlots } from "../booking/find-slots";

/** A business's booking API (docs/product/booking.md#the-slots-call). */
export async function bookingRoutes(app: ZodApp, { context }: { context: AppContext }) {
  const { database, clock } = context;

  app.post(
    "/slots",
    { schema: { body: slotsRequestSchema, response: { 200: slotsResponseSchema } } },
    async (request) =>
      findSlots(database.db, {
        business: request.tenant,
        request: request.body,
        now: clock(),
      }),
  );
}
