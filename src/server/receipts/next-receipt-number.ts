import { sql } from "drizzle-orm";
import type { Tx } from "../db/database";
import { receiptCounters } from "../db/schema";

/**
 * The business's next receipt number, taken inside the transaction that marks an order paid:
 * the counter's row stays locked until it commits, and a rollback gives the number back, so the
 * numbers have no gaps (docs/product/receipts.md#numbers).
 */
export async function nextReceiptNumber(tx: Tx, businessId: string): Promise<number> {
  const [counter] = await tx
    .insert(receiptCounters)
    .values({ businessId, lastNumber: 1 })
    .onConflictDoUpdate({
      target: receiptCounters.businessId,
      set: { lastNumber: sql`${receiptCounters.lastNumber} + 1` },
    })
    .returning({ number: receiptCounters.lastNumber });
  return counter!.number;
}
