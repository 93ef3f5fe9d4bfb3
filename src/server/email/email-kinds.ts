/** Every kind of email the outbox sends: what mail limits and the outbox rows name. */
const EMAIL_KINDS = [
  "order_receipt",
  "order_paid_notice",
  "custom_quote_notice",
  "custom_quote_acknowledgement",
  "custom_quote_offer",
  "custom_quote_renewal_request",
  "contact_lead_notice",
  "email_verification",
  "team_invitation",
  "refund_receipt",
  "refund_notice",
  "dispute_notice",
  "webhook_endpoint_disabled",
  "quote_reminder",
  "balance_link",
  "balance_receipt",
  "balance_paid_notice",
  "customer_sign_in_link",
  "plan_change_notice",
] as const;
export type EmailKind = (typeof EMAIL_KINDS)[number];
