/**
 * The frequencies a service billed per visit may offer (docs/product/pricing.md#frequencies),
 * with their names, apart from their schema so the wizard names them without loading zod.
 */

/** Every frequency, in the order a customer is offered them, with its name. */
export const FREQUENCY_LABELS = {
  one_time: "One time",
  weekly: "Weekly",
  every_2_weeks: "Every 2 weeks",
  every_3_weeks: "Every 3 weeks",
  every_4_weeks: "Every 4 weeks",
  monthly: "Monthly",
  every_2_months: "Every 2 months",
  quarterly: "Quarterly",
  twice_a_year: "Twice a year",
  yearly: "Yearly",
} as const;
export type Frequency = keyof typeof FREQUENCY_LABELS;
export const FREQUENCIES = Object.keys(FREQUENCY_LABELS) as [Frequency, ...Frequency[]];

/** How a later visit comes round, after "then $X": "every 2 weeks". */
export const FREQUENCY_CADENCE: Record<Frequency, string> = {
  one_time: "once",
  weekly: "every week",
  every_2_weeks: "every 2 weeks",
  every_3_weeks: "every 3 weeks",
  every_4_weeks: "every 4 weeks",
  monthly: "every month",
  every_2_months: "every 2 months",
  quarterly: "every quarter",
  twice_a_year: "twice a year",
  yearly: "every year",
};
