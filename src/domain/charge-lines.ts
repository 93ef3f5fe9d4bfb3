import type { ServiceQuoteLine as QuoteLine } from "./price-service";

/** A line as a card processor charges it: never negative. */
export type ChargeLine = {
  kind: Exclude<QuoteLine["kind"], "early_bird_discount">;
  label: string;
  amount_cents: number;
  /** The discount already taken off `amount_cents` (shown to the customer, not charged). */
  discount_cents: number;
};

/**
 * The quote's lines as charge lines that add up to the same grand total: each discount is
 * folded into the service line before it (processors refuse negative amounts), a frequency's
 * discount into the lines before it from the last, and zero lines are dropped.
 */
export function toChargeLines(lines: readonly QuoteLine[]): ChargeLine[] {
  const charged: ChargeLine[] = [];
  for (const line of lines) {
    if (line.kind === "early_bird_discount") {
      const service = charged.findLast((candidate) => candidate.kind === "service");
      if (!service || service.amount_cents + line.amount_cents < 0) {
        throw new RangeError(`"${line.label}" is larger than the service line it discounts`);
      }
      service.amount_cents += line.amount_cents;
      service.discount_cents -= line.amount_cents;
      continue;
    }
    if (line.kind === "frequency_adjustment" && line.amount_cents < 0) {
      foldBackwards(charged, line);
      continue;
    }
    charged.push({
      kind: line.kind,
      label: line.label,
      amount_cents: line.amount_cents,
      discount_cents: 0,
    });
  }
  return charged.filter((line) => line.amount_cents !== 0);
}

/** Takes a negative line off the lines before it, the last first: never below nothing. */
function foldBackwards(charged: ChargeLine[], line: QuoteLine): void {
  let left = -line.amount_cents;
  for (const earlier of charged.toReversed()) {
    const taken = Math.min(left, earlier.amount_cents);
    earlier.amount_cents -= taken;
    earlier.discount_cents += taken;
    left -= taken;
  }
  if (left > 0) throw new RangeError(`"${line.label}" is larger than the lines it discounts`);
}
