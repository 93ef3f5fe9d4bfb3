import { randomUUID } from "node:crypto";
import { and, eq, inArray, isNotNull, sql } from "drizzle-orm";
import { type CsvValue, formatCsvRow } from "@/domain/csv";
import { orderAmounts } from "@/domain/order-lifecycle";
import { describeOrderService } from "@/domain/order-service";
import type { OrderTab } from "@/shared/api/admin-contract";
import { formatSoldAddons } from "@/shared/order-addons";
import { formatOrderQuantities, type OrderService } from "@/shared/order-service";
import type { Business } from "../business/business-store";
import type { BusinessConfig } from "../config/business-config";
import type { Db } from "../db/database";
import { orderEvents, orders } from "../db/schema";
import { type AdminOrderRow, adminOrderColumns } from "./admin-order-columns";
import type { SignedInAdmin } from "./admin-sessions";
import { datedCsvName, dollars, localDateTime } from "./csv-cells";
import { listAdminOrderRows } from "./list-admin-orders";

const BATCH_SIZE = 1000;

export type ExportSelection =
  | { orderIds: string[] }
  | { filter: { tab: OrderTab; q?: string | undefined } };

/** orders-export-YYYY-MM-DD.csv, dated in the business's time zone. */
export function exportFileName(now: Date, timeZone: string): string {
  return datedCsvName("orders-export", now, timeZone);
}

type CsvColumn = [string, (row: AdminOrderRow) => CsvValue];

/**
 * What an order priced as services bought (docs/product/orders.md#services), after today's
 * columns: only in the export of a business that has sold such an order, so that every other
 * export keeps its columns.
 */
function serviceColumns(config: BusinessConfig): CsvColumn[] {
  // Four cells of each row read one description of it.
  const described = new WeakMap<AdminOrderRow, OrderService | undefined>();
  const service = (row: AdminOrderRow) => {
    if (!described.has(row)) described.set(row, describeOrderService(row, config.offering));
    return described.get(row);
  };
  return [
    ["Service", (row) => service(row)?.name ?? ""],
    ["Quantities", (row) => formatOrderQuantities(service(row)?.quantities ?? [])],
    ["Frequency", (row) => service(row)?.frequency?.name ?? ""],
    [
      "Each Later Visit (USD)",
      (row) => {
        const recurring = service(row)?.recurring;
        return recurring ? dollars(recurring.visit_grand_total_cents) : "";
      },
    ],
  ];
}

async function hasServiceOrders(db: Db, businessId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.businessId, businessId), isNotNull(orders.serviceCode)))
    .limit(1);
  return row !== undefined;
}

function csvColumns(config: BusinessConfig): CsvColumn[] {
  const zone = config.timezone;
  return [
    ["Order ID", (row) => row.id],
    [`Created (${zone})`, (row) => localDateTime(row.createdAt, zone)],
    ["Customer Name", (row) => row.customerName],
    ["Email", (row) => row.email],
    ["Phone", (row) => row.phone],
    ["Service Address", (row) => row.address],
    ["City", (row) => row.city],
    ["State", (row) => row.state],
    ["ZIP Code", (row) => row.zipCode],
    ["Area", (row) => row.area],
    ["Option", (row) => row.optionLabel],
    ["Add-ons", (row) => formatSoldAddons(row.addons, "; ")],
    ["Total (USD)", (row) => dollars(row.totalCents)],
    ["Sales Tax (USD)", (row) => dollars(row.taxCents)],
    // What the card was charged so far: nothing for an order still waiting for its payment.
    [
      "Charged (USD)",
      (row) => (row.paymentStatus === "paid" ? dollars(orderAmounts(row).paidCents) : ""),
    ],
    ["Payment Status", (row) => row.paymentStatus],
    ["Test Payment", (row) => (row.paidInTestMode ? "Yes" : "No")],
    [`Paid At (${zone})`, (row) => localDateTime(row.paidAt, zone)],
    // Deposits (docs/product/payments.md#deposits): the price splits into what is paid and what is not.
    ["Deposit (USD)", (row) => (row.depositCents === null ? "" : dollars(row.depositCents))],
    ["Amount Paid (USD)", (row) => dollars(orderAmounts(row).paidCents)],
    ["Outstanding (USD)", (row) => dollars(orderAmounts(row).outstandingCents)],
    ["Balance Status", (row) => row.balanceStatus?.replaceAll("_", " ") ?? ""],
    ["Onboarded", (row) => (row.onboarded ? "Yes" : "No")],
    ["Onboarded By", (row) => row.onboardedBy],
    ["Latitude", (row) => row.lat],
    ["Longitude", (row) => row.lng],
  ];
}

async function* selectBatches(
  db: Db,
  options: { business: Business; selection: ExportSelection; now: Date },
): AsyncGenerator<AdminOrderRow[]> {
  const { business, selection, now } = options;
  if ("orderIds" in selection) {
    const ids = [...new Set(selection.orderIds)];
    for (let start = 0; start < ids.length; start += BATCH_SIZE) {
      const chunk = ids.slice(start, start + BATCH_SIZE);
      const rows = await db
        .select(adminOrderColumns)
        .from(orders)
        .where(and(eq(orders.businessId, business.id), inArray(orders.id, chunk)));
      // In the order the caller listed them (the dashboard's order); unknown ids are skipped.
      const byId = new Map(rows.map((row) => [row.id, row]));
      yield chunk.flatMap((id) => byId.get(id) ?? []);
    }
    return;
  }
  let cursor: string | undefined;
  do {
    const page = await listAdminOrderRows(db, {
      business,
      now,
      filter: selection.filter,
      limit: BATCH_SIZE,
      cursor,
    });
    yield page.rows;
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
}

/**
 * The CSV of the selected orders, produced batch by batch so any number of rows streams in
 * constant memory. Each batch is recorded as 'exported' order events before it is sent.
 */
export async function* exportOrdersCsv(
  db: Db,
  options: {
    business: Business;
    selection: ExportSelection;
    admin: SignedInAdmin;
    now: Date;
  },
): AsyncGenerator<string> {
  const { business, admin, now } = options;
  const columns = [
    ...csvColumns(business.config),
    ...((await hasServiceOrders(db, business.id)) ? serviceColumns(business.config) : []),
  ];
  const exportId = randomUUID();
  yield formatCsvRow(columns.map(([header]) => header));
  for await (const rows of selectBatches(db, options)) {
    if (rows.length === 0) continue;
    // One array parameter rather than six per row: the batch's events in one short statement.
    const ids = `{${rows.map((row) => row.id).join(",")}}`;
    const data = JSON.stringify({ exportId, adminUserId: admin.adminUserId });
    await db.execute(sql`
      insert into ${orderEvents} (order_id, business_id, type, actor, data, created_at)
      select id, ${business.id}, 'exported', ${admin.name}, ${data}::jsonb, ${now.toISOString()}::timestamptz
      from unnest(${ids}::uuid[]) as id`);
    yield rows.map((row) => formatCsvRow(columns.map(([, cell]) => cell(row)))).join("");
  }
}
