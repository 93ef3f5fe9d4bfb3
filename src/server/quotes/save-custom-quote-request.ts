import type { z } from "zod";
import type { customQuoteRequestSchema } from "@/shared/api/quote-contract";
import type { Db } from "../db/database";
import { customQuoteRequests } from "../db/schema";

export type CustomQuoteInput = z.output<typeof customQuoteRequestSchema>;

export async function saveCustomQuoteRequest(
  db: Db,
  options: { businessId: string; request: CustomQuoteInput },
): Promise<{ id: string; status: string }> {
  const [saved] = await db
    .insert(customQuoteRequests)
    .values({ businessId: options.businessId, ...options.request })
    .returning({ id: customQuoteRequests.id, status: customQuoteRequests.status });
  return saved!;
}
