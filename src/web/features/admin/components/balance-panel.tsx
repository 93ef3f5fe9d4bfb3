import type { AdminOrderDetail } from "@/shared/api/admin-contract";
import { formatCents } from "@/shared/money";
import { Button } from "@/web/components/ui/button";
import { formatAdminDate } from "@/web/lib/order-text";
import { useChargeBalance } from "../api/charge-balance";
import { CustomerLink } from "./customer-link";

/**
 * An order's balance after its deposit (docs/product/payments.md#deposits): what is left to pay
 * and where it stands, and, while it is due, "Charge balance" (the card saved with the deposit,
 * charged off-session; the customer is emailed a payment link when their bank wants them, which
 * the business may copy and send by hand too).
 */
export function BalancePanel({ detail, timeZone }: { detail: AdminOrderDetail; timeZone: string }) {
  const { order } = detail;
  const charge = useChargeBalance(order.id);
  const balance = order.grandTotalCents - (order.depositCents ?? 0);
  const amount = formatCents(balance);

  let state: string;
  switch (order.balanceStatus) {
    case "due":
      state = order.paidInTestMode
        ? `${amount} is left to pay. This order was paid in test mode: charging records it, no card is charged.`
        : order.cardSaved
          ? `${amount} is left to pay. When the job is done, charge it to the card the customer saved with the deposit.`
          : `${amount} is left to pay. No card was saved with the deposit: charging emails the customer a link to pay it.`;
      break;
    case "charging":
      state = `The balance of ${amount} is being charged.`;
      break;
    case "awaiting_customer":
      state = `Balance awaiting customer: their bank asked them to approve the payment (or refused the saved card), so we emailed ${order.email} a link to pay ${amount}. If the link expires unpaid after 24 hours, you can charge again.`;
      break;
    default:
      state = `The balance of ${amount} was paid${order.balancePaidAt ? ` on ${formatAdminDate(order.balancePaidAt, timeZone)}` : ""}: the order is paid in full.`;
  }

  return (
    <div className="grid gap-3 text-sm">
      <p>{state}</p>
      {order.balanceLink && (
        <CustomerLink
          label="The customer's link to pay the balance"
          url={order.balanceLink.url}
          openedAt={order.balanceLink.openedAt}
          timeZone={timeZone}
        />
      )}
      {order.balanceStatus === "paid" && order.balanceApplicationFeeCents !== null && (
        <p>Quotewise fee on the balance: {formatCents(order.balanceApplicationFeeCents)}</p>
      )}
      {order.balanceStatus === "due" && (
        <div>
          <Button onClick={() => charge.mutate()} loading={charge.isPending}>
            Charge balance
          </Button>
        </div>
      )}
      <p role="status">{charge.isSuccess ? charge.data.message : null}</p>
      {charge.isError && (
        <p role="alert" className="text-danger">
          {charge.error.message}
        </p>
      )}
    </div>
  );
}
