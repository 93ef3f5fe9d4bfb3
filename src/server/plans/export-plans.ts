import { type CsvValue, formatCsvRow } from "@/domain/csv";
import type { AdminPlan, PlanStatus } from "@/shared/api/admin-plans-contract";
import { dollars, localDateTime } from "../admin/csv-cells";
import type { Business } from "../business/business-store";
import type { Db } from "../db/database";
import { listAdminPlanRows } from "./list-admin-plans";

type CsvColumn = [string, (plan: AdminPlan) => CsvValue];

const NEXT_CHARGE_ON: Record<NonNullable<AdminPlan["nextCharge"]>["on"], string> = {
  done: "when the visit is done",
  visit_day: "on the visit's day",
  retry: "retry",
};

function planColumns(timeZone: string): CsvColumn[] {
  const time = (iso: string | null | undefined) =>
    localDateTime(iso ? new Date(iso) : null, timeZone);
  return [
    ["Plan ID", (plan) => plan.id],
    ["Order ID", (plan) => plan.orderId],
    [`Created (${timeZone})`, (plan) => time(plan.createdAt)],
    ["Status", (plan) => plan.status],
    [`Paused Until (${timeZone})`, (plan) => time(plan.resumesAt)],
    ["Customer Name", (plan) => plan.customer.name],
    ["Email", (plan) => plan.customer.email],
    ["Phone", (plan) => plan.customer.phone],
    ["Service Address", (plan) => plan.address],
    ["Area", (plan) => plan.area],
    ["Service", (plan) => plan.service],
    ["Frequency", (plan) => plan.frequencyLabel],
    ["Price per Visit (USD)", (plan) => dollars(plan.visitPriceCents)],
    ["Monthly (USD)", (plan) => dollars(plan.monthlyCents)],
    ["New Price (USD)", (plan) => (plan.nextPrice ? dollars(plan.nextPrice.cents) : "")],
    [`New Price From (${timeZone})`, (plan) => time(plan.nextPrice?.from)],
    [`Next Visit (${timeZone})`, (plan) => time(plan.nextVisit?.start)],
    ["Crew", (plan) => plan.nextVisit?.crewName ?? ""],
    [`Next Charge (${timeZone})`, (plan) => time(plan.nextCharge?.at)],
    ["Next Charge On", (plan) => (plan.nextCharge ? NEXT_CHARGE_ON[plan.nextCharge.on] : "")],
    ["Next Charge (USD)", (plan) => (plan.nextCharge ? dollars(plan.nextCharge.amountCents) : "")],
    ["Last Charge Status", (plan) => plan.lastCharge?.status ?? ""],
    [`Last Charge At (${timeZone})`, (plan) => time(plan.lastCharge?.at)],
    ["Skipped Visits", (plan) => plan.skippedVisits],
    [`Cancelled At (${timeZone})`, (plan) => time(plan.cancelledAt)],
  ];
}

/**
 * The business's plans as a CSV (docs/product/plans.md#the-owners-view), in the list's order and
 * with the orders export's conventions: every cell quoted, formula triggers neutralised, amounts
 * in dollars, times on the business's wall clock with the zone in their headers.
 */
export async function exportPlansCsv(
  db: Db,
  options: { business: Pick<Business, "id" | "config">; now: Date; status?: PlanStatus },
): Promise<string> {
  const columns = planColumns(options.business.config.timezone);
  const rows = await listAdminPlanRows(db, options);
  return [
    formatCsvRow(columns.map(([header]) => header)),
    ...rows.map((plan) => formatCsvRow(columns.map(([, cell]) => cell(plan)))),
  ].join("");
}
