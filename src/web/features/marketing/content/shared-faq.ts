import type { FaqItem } from "./types";

/**
 * Answers every marketing page gives the same way: docs/product/marketing-site.md#page-template.
 */
export const PAYMENT_METHODS_FAQ: FaqItem = {
  question: "Which payment methods can my customers use?",
  answer:
    "Customers pay by credit or debit card (Visa, Mastercard, American Express, Discover), Apple Pay, Google Pay or bank transfer, through Stripe Checkout. Payment details are entered on Stripe's secure page and are never stored on Quotewise's servers or yours.",
};

export const PRICING_FAQ: FaqItem = {
  question: "What does Quotewise cost?",
  answer:
    "It is free to start and there is no monthly fee. Quotewise charges 4.9% + $0.30 per completed transaction, and only when a customer actually pays.",
};
