import type { ServiceAreaCheck } from "@/domain/check-service-area";
import type { Db } from "../db/database";
import { quoteLeads } from "../db/schema";

export async function recordQuoteLead(
  db: Db,
  lead: {
    businessId: string;
    email: string;
    address: string;
    city: string;
    state: string;
    zipCode: string;
    check: ServiceAreaCheck;
  },
): Promise<void> {
  const { check, ...contact } = lead;
  await db.insert(quoteLeads).values({
    ...contact,
    inServiceArea: check.inServiceArea,
    town: check.town,
    message: check.message,
    lat: check.location?.lat ?? null,
    lng: check.location?.lng ?? null,
  });
}
