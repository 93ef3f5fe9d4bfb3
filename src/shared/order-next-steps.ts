/**
 * What happens after a season contract is paid: shown on the success page and in the receipt,
 * next to the season's dates (so the steps do not repeat them).
 */
export function describeOrderNextSteps(options: {
  triggerInches: number;
  businessPhone: string;
}): string[] {
  const { triggerInches, businessPhone } = options;
  return [
    "We'll contact you by the next business day to confirm your service details.",
    `All season, we clear your driveway after every snowfall of ${triggerInches} inches or more.`,
    `Questions? Reply to your receipt email or call us at ${businessPhone}.`,
  ];
}
