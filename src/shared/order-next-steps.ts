import { formatIsoDate } from "./season";

/** What happens after a season contract is paid: shown on the success page and in the receipt. */
export function describeOrderNextSteps(options: {
  season: { starts_on: string; ends_on: string };
  triggerInches: number;
  businessPhone: string;
}): string[] {
  const { season, triggerInches, businessPhone } = options;
  return [
    "We'll contact you by the next business day to confirm your service details.",
    `From ${formatIsoDate(season.starts_on)} to ${formatIsoDate(season.ends_on)}, we clear your driveway after every snowfall of ${triggerInches} inches or more.`,
    `Questions? Reply to your receipt email or call us at ${businessPhone}.`,
  ];
}
