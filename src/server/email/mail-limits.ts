import { type SQL, sql } from "drizzle-orm";
import type { Db, Tx } from "../db/database";
import type { EmailKind } from "./email-kinds";

/**
 * How much mail anonymous requests can make us send, per rolling day. Past a limit the email
 * is still written to the outbox, with status 'suppressed' and the limit as its reason, and
 * never sent: the request itself is kept, only the mail is held back.
 */
export const MAIL_LIMITS_PER_DAY = {
  /** Acknowledgements to an address anyone can type: no inbox can be bombed through us. */
  acknowledgementsPerRecipient: 3,
  acknowledgementsPerBusiness: 300,
  acknowledgementsOverall: 2000,
  /** Notices to the business (or to Quotewise's sales inbox) about anonymous requests. */
  noticesPerBusiness: 500,
  noticesOverall: 2000,
  /**
   * Sign-in links to a customer's page (docs/product/customer-account.md#signing-in): only to an
   * address with orders, but anyone can ask for one; a customer may lose a link or two.
   */
  signInLinksPerRecipient: 6,
  signInLinksPerBusiness: 1000,
} as const;

/**
 * Which limits each kind of email is under. Receipts and notices of paid orders (and of their
 * refunds and disputes) are never held back: a payment is no anonymous request.
 */
const LIMITED_KINDS: Record<EmailKind, "acknowledgement" | "notice" | "sign_in" | null> = {
  order_receipt: null,
  order_paid_notice: null,
  custom_quote_acknowledgement: "acknowledgement",
  custom_quote_notice: "notice",
  // Sent by a signed-in member of the business to its own customer.
  custom_quote_offer: null,
  // A customer with a closed offer's link asks for a new one: once per offer.
  custom_quote_renewal_request: "notice",
  contact_lead_notice: "notice",
  // To an address someone typed at sign-up or into an invitation: at most a few a day.
  email_verification: "acknowledgement",
  team_invitation: "acknowledgement",
  // About money that moved on a paid order: never anonymous.
  refund_receipt: null,
  refund_notice: null,
  dispute_notice: null,
  // To the business's owner, at most once per endpoint and failing spell.
  webhook_endpoint_disabled: null,
  // To an address anyone could have typed into the quote form.
  quote_reminder: "acknowledgement",
  // The balance of a paid order: caused by the business (or Stripe), about money.
  balance_link: null,
  balance_receipt: null,
  balance_paid_notice: null,
  // Asked for by anyone who types an address of a customer: counted on their own.
  customer_sign_in_link: "sign_in",
  // To the business, once per skipped visit or cancelled plan of a signed-in customer.
  plan_change_notice: null,
  // To the business, once per plan paused by a visit's failed charges.
  plan_paused_notice: null,
  // To a plan's customer: once per failed try of a visit's charge, and once when they pay it.
  visit_payment_link: null,
  visit_receipt: null,
  // To a customer, once per tip they paid.
  tip_receipt: null,
  // A paid order's visit: its time taken, chosen, moved or cancelled; each caused by a payment
  // or by the customer of a paid order, at most once per change.
  new_time_request: null,
  visit_time_confirmation: null,
  visit_time_notice: null,
  visit_cancelled: null,
  visit_cancelled_notice: null,
  // Sent when the business moves a visit from its schedule, once per move.
  visit_moved_by_business: null,
  // To a signed-in customer, once per change they made to their plan.
  plan_change_confirmation: null,
  // To a plan's customer, once per price change the business made.
  plan_price_change: null,
};

type Limit = { reason: string; max: number; matching: SQL };

function limitsFor(options: { kind: EmailKind; businessId?: string; to: string }): Limit[] {
  const group = LIMITED_KINDS[options.kind];
  if (!group) return [];
  const kinds = Object.entries(LIMITED_KINDS)
    .filter(([, candidate]) => candidate === group)
    .map(([kind]) => kind);
  const ofGroup = sql`kind in (${sql.join(
    kinds.map((kind) => sql`${kind}`),
    sql`, `,
  )})`;
  const perBusiness: Limit[] = options.businessId
    ? [
        {
          reason: "per business",
          max:
            group === "acknowledgement"
              ? MAIL_LIMITS_PER_DAY.acknowledgementsPerBusiness
              : MAIL_LIMITS_PER_DAY.noticesPerBusiness,
          matching: sql`${ofGroup} and business_id = ${options.businessId}`,
        },
      ]
    : [];
  if (group === "sign_in") {
    return [
      {
        reason: "per recipient",
        max: MAIL_LIMITS_PER_DAY.signInLinksPerRecipient,
        matching: sql`${ofGroup} and lower(payload->>'to') = ${options.to.trim().toLowerCase()}`,
      },
      ...(options.businessId
        ? [
            {
              reason: "per business",
              max: MAIL_LIMITS_PER_DAY.signInLinksPerBusiness,
              matching: sql`${ofGroup} and business_id = ${options.businessId}`,
            },
          ]
        : []),
    ];
  }
  if (group === "notice") {
    return [
      ...perBusiness,
      { reason: "overall", max: MAIL_LIMITS_PER_DAY.noticesOverall, matching: ofGroup },
    ];
  }
  return [
    {
      reason: "per recipient",
      max: MAIL_LIMITS_PER_DAY.acknowledgementsPerRecipient,
      matching: sql`${ofGroup} and lower(payload->>'to') = ${options.to.trim().toLowerCase()}`,
    },
    ...perBusiness,
    { reason: "overall", max: MAIL_LIMITS_PER_DAY.acknowledgementsOverall, matching: ofGroup },
  ];
}

/**
 * The limit this email would pass, as the reason to suppress it, or null when it may be sent.
 * Call it in the transaction that queues the email: for acknowledgements it holds a lock per
 * recipient until commit, so simultaneous requests to one address are counted one by one.
 */
export async function mailLimitReached(
  db: Db | Tx,
  options: { kind: EmailKind; businessId?: string; to: string },
): Promise<string | null> {
  const limits = limitsFor(options);
  if (limits.length === 0) return null;
  const counts = limits.map(
    (limit, index) => sql`(select count(*)::int from (select 1 from outbox
      where ${limit.matching} and status <> 'suppressed'
        and created_at > now() - interval '1 day'
      limit ${limit.max}) as recent) as ${sql.raw(`limit_${index}`)}`,
  );
  if (
    LIMITED_KINDS[options.kind] === "acknowledgement" ||
    LIMITED_KINDS[options.kind] === "sign_in"
  ) {
    // Its own statement: the counts must be read after the lock, with a snapshot that sees
    // what the previous holder committed.
    const recipientLock = `mail-limit:${options.to.trim().toLowerCase()}`;
    await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${recipientLock}, 0))`);
  }
  const result = await db.execute(sql`select ${sql.join(counts, sql`, `)}`);
  const [row] = (result as unknown as { rows: Record<string, number>[] }).rows;
  const reached = limits.find((limit, index) => Number(row?.[`limit_${index}`]) >= limit.max);
  return reached ? `${reached.reason}: at most ${reached.max} a day` : null;
}
