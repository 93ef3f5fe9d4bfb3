import { and, eq, ne } from "drizzle-orm";
import type { AdminOrder } from "@/shared/api/admin-contract";
import type { Business } from "../business/business-store";
import type { Db } from "../db/database";
import { orderEvents, orders } from "../db/schema";
import { AppError } from "../http/app-error";
import { updateOrder } from "../payments/update-order";
import { queueBusinessEvent } from "../webhooks/queue-business-event";
import { orderEventData } from "../webhooks/webhook-payloads";
import { adminOrderColumns, toAdminOrder } from "./admin-order-columns";
import type { SignedInAdmin } from "./admin-sessions";

/**
 * Marks an order onboarded or not, recording who and when as an order event. Setting the value
 * it already has changes nothing and records nothing.
 */
export async function setOrderOnboarded(
  db: Db,
  options: {
    business: Business;
    orderId: string;
    onboarded: boolean;
    admin: SignedInAdmin;
    now: Date;
  },
): Promise<AdminOrder> {
  const { business, orderId, onboarded, admin, now } = options;
  const ofOrder = and(eq(orders.id, orderId), eq(orders.businessId, business.id));
  const row = await db.transaction(async (tx) => {
    const [changed] = await updateOrder(
      tx,
      { businessId: business.id, orderId },
      {
        onboarded,
        onboardedAt: onboarded ? now : null,
        onboardedBy: onboarded ? admin.name : null,
        updatedAt: now,
      },
      ne(orders.onboarded, onboarded),
    ).returning(adminOrderColumns);
    if (changed) {
      await tx.insert(orderEvents).values({
        orderId,
        businessId: business.id,
        type: onboarded ? "onboarded" : "unonboarded",
        actor: admin.name,
        data: { adminUserId: admin.adminUserId, adminEmail: admin.email },
        createdAt: now,
      });
      if (onboarded) {
        const [order] = await tx.select().from(orders).where(ofOrder);
        await queueBusinessEvent(tx, {
          businessId: business.id,
          type: "order.onboarded",
          data: orderEventData(order!),
          occurredAt: now,
        });
      }
      return changed;
    }
    const [unchanged] = await tx.select(adminOrderColumns).from(orders).where(ofOrder);
    return unchanged;
  });
  if (!row) throw new AppError("not_found", `Order not found: ${orderId}`);
  return toAdminOrder(row, business.config.offering);
}
