/**
 * Who pays Quotewise's fee (docs/product/payments.md#who-pays-the-fee): the customer, as a
 * "Convenience fee" line ("pass_on", the default), or the business out of its share ("absorb").
 */
export const CONVENIENCE_FEE_CHOICES = ["pass_on", "absorb"] as const;
export type ConvenienceFee = (typeof CONVENIENCE_FEE_CHOICES)[number];
