/**
 * What a plan customer's own Checkout Sessions say in their metadata
 * (docs/product/plans.md#paying-a-failed-visit): how webhooks and return pages know them.
 */

/** A session paying a plan's visit whose charge failed (and saving the card paid with). */
export const VISIT_PAYMENT = "visit";
/** A session in setup mode replacing a plan's saved card. */
export const CARD_UPDATE_PAYMENT = "card_update";

/** How long the visit's payment page stays open (Stripe's minimum is 30). */
export const VISIT_CHECKOUT_MINUTES = 60;
/**
 * How long no retry charges the saved card after the customer opened the page: the page's life
 * and a margin for the two clocks (ours and Stripe's) and a late return.
 */
export const VISIT_CHECKOUT_HOLD_MS = (VISIT_CHECKOUT_MINUTES + 15) * 60 * 1000;
