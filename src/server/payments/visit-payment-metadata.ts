/**
 * What a plan customer's own Checkout Sessions say in their metadata
 * (docs/product/plans.md#paying-a-failed-visit): how webhooks and return pages know them.
 */

/** A session paying a plan's visit whose charge failed (and saving the card paid with). */
export const VISIT_PAYMENT = "visit";
/** A session paying a tip after a completed visit (docs/product/customer-account.md#tips). */
export const TIP_PAYMENT = "tip";
/** A session in setup mode replacing a plan's saved card. */
export const CARD_UPDATE_PAYMENT = "card_update";

/**
 * How long no retry charges the saved card after the customer opened the visit's payment page:
 * the page's life at Stripe (24 hours; no `expires_at` is sent, so that two presses of Pay send
 * the same request and get the same page) and a margin for the two clocks and a late return.
 */
export const VISIT_CHECKOUT_HOLD_MS = (24 * 60 + 15) * 60 * 1000;
