import type Stripe from "stripe";
import { toChargeLines } from "@/domain/charge-lines";
import { CUSTOM_QUOTE_OPTION } from "@/shared/api/custom-quote-offer-contract";
import { formatCents } from "@/shared/money";
import { formatContractLine, type Offering } from "@/shared/offering";
import { resolveService } from "@/shared/service-texts";
import type { Order } from "../db/schema";
import type { CheckoutSource } from "./payments-provider";

/** The query a checkout's return pages are opened with: the order, and whether from the embed. */
export function checkoutReturnQuery(order: Order, source: CheckoutSource): string {
  return `order=${order.id}${source === "embed" ? "&from=embed" : ""}`;
}

/** "Season contract: November 10, 2025 to April 10, 2026.", or "One visit." */
function describeContract(order: Order, offering: Pick<Offering, "service">): string {
  const season =
    order.seasonStartsOn && order.seasonEndsOn
      ? { starts_on: order.seasonStartsOn, ends_on: order.seasonEndsOn }
      : null;
  const line = formatContractLine(offering, season);
  const { name } = resolveService(offering.service).contract;
  const capitalised = name.charAt(0).toUpperCase() + name.slice(1);
  return line === name ? `${capitalised}.` : `${capitalised}: ${line}.`;
}

/**
 * A deposit's one line item (docs/product/payments.md#deposits): the amount charged now, and in its
 * description what is left for later.
 */
export function depositLineItems(order: Order): Stripe.Checkout.SessionCreateParams.LineItem[] {
  const deposit = order.depositCents!;
  return [
    {
      quantity: 1,
      price_data: {
        currency: "usd",
        unit_amount: deposit,
        product_data: {
          name: `Deposit: ${order.optionLabel}`,
          description: `Total ${formatCents(order.grandTotalCents)}. The balance of ${formatCents(order.grandTotalCents - deposit)} is charged to this card when the job is done.`,
        },
      },
    },
  ];
}

/** The Checkout Session's line items: they add up to the grand total shown, to the cent. */
export function toStripeLineItems(
  order: Order,
  offering: Pick<Offering, "service">,
): Stripe.Checkout.SessionCreateParams.LineItem[] {
  // An offer's items are the business's own words, for no contract of the offering's.
  const describesContract = order.optionCode !== CUSTOM_QUOTE_OPTION.code;
  return toChargeLines(order.lines).map((line) => {
    const description =
      line.kind === "service" && describesContract
        ? [
            describeContract(order, offering),
            line.discount_cents > 0
              ? `Early Bird Discount of ${formatCents(line.discount_cents)} applied.`
              : "",
          ]
            .filter(Boolean)
            .join(" ")
        : undefined;
    return {
      quantity: 1,
      price_data: {
        currency: "usd",
        unit_amount: line.amount_cents,
        product_data: { name: line.label, ...(description ? { description } : {}) },
      },
    };
  });
}

/** The balance's one line item: what is left after the deposit. */
export function balanceLineItems(
  order: Order,
  balanceCents: number,
): Stripe.Checkout.SessionCreateParams.LineItem[] {
  return [
    {
      quantity: 1,
      price_data: {
        currency: "usd",
        unit_amount: balanceCents,
        product_data: {
          name: `Balance: ${order.optionLabel}`,
          description: `Total ${formatCents(order.grandTotalCents)}, less the deposit of ${formatCents(order.depositCents ?? 0)} paid.`,
        },
      },
    },
  ];
}
