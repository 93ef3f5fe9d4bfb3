import type { BusinessConfigResponse, PublicService } from "@/shared/api/quote-contract";
import {
  type ChosenService,
  type JourneyStart,
  journeyOf,
  OPTION_JOURNEY_START,
  type QuoteState,
  type QuoteStep,
  type SelectionStep,
} from "@/web/components/wizard/quote-wizard-state";

type Services = BusinessConfigResponse["services"];
type ServiceTexts = BusinessConfigResponse["service"] & Partial<PublicService["texts"]>;

/** The steps a service takes (docs/product/quote-journey.md#services), as the wizard keeps it. */
export function toChosenService(service: PublicService): ChosenService {
  const steps: SelectionStep[] = [];
  if (service.options.length > 0) steps.push("OPTION");
  if (service.quantities.length > 0) steps.push("QUANTITIES");
  if (service.frequencies.length > 1) steps.push("FREQUENCY");
  if (service.addons.length > 0) steps.push("ADDONS");
  return {
    code: service.code,
    steps,
    quantities: service.quantities.map((quantity) => quantity.code),
    defaultFrequency: service.frequencies[0]?.code ?? null,
    booksTime: booksTime(service.billing),
  };
}

/**
 * Whether a service sold this way books the visit's time: by the visit or once, yes; a season's
 * service is done when the season calls for it (docs/product/booking.md#the-slots-call).
 */
export const booksTime = (billing: PublicService["billing"]) => billing !== "season";

/**
 * How the journey goes on after the address: a choice of service when the business sells several,
 * the one service's steps when it sells one beyond today's way, else today's option journey
 * (billed as `billing`, the business's service's). `code` names a service already chosen (a quote
 * email's link).
 */
export function journeyStartOf(
  services: Services,
  billing: PublicService["billing"],
  code?: string,
): JourneyStart {
  if (!services) return { ...OPTION_JOURNEY_START, booksTime: booksTime(billing) };
  const choosesService = services.list.length > 1;
  const service = code
    ? services.list.find((candidate) => candidate.code === code)
    : choosesService
      ? undefined
      : services.list[0];
  return {
    choosesService,
    service: service ? toChosenService(service) : null,
    booksTime: service ? booksTime(service.billing) : false,
  };
}

/** The chosen service as the config answer describes it. */
export function chosenServiceOf(
  config: BusinessConfigResponse,
  state: Pick<QuoteState, "service">,
): PublicService | undefined {
  return config.services?.list.find((service) => service.code === state.service?.code);
}

/** The wizard's texts for the chosen service: its own, else the business's. */
export function serviceTextsOf(
  config: BusinessConfigResponse,
  state: Pick<QuoteState, "service">,
): ServiceTexts {
  return chosenServiceOf(config, state)?.texts ?? config.service;
}

/**
 * The line under the header's title: the chosen service's headline; before a business selling
 * several has one chosen, its tagline, which speaks for them all.
 */
export function headlineOf(
  config: BusinessConfigResponse,
  state: Pick<QuoteState, "service">,
): string {
  const chosen = chosenServiceOf(config, state);
  if (chosen) return chosen.texts.headline;
  return (config.services?.list.length ?? 0) > 1
    ? config.business.tagline
    : config.service.headline;
}

/** The time step's progress labels: the product's own word, no trade's. */
const TIME_STEP_LABELS = { progressLabel: "Time", progressShortLabel: "Time" };

/** The progress bar's labels for the journey so far, in the chosen service's words. */
export function progressLabelsOf(
  config: BusinessConfigResponse,
  state: QuoteState,
): { label: string; short: string }[] {
  const { steps } = serviceTextsOf(config, state);
  const textsOf = (step: QuoteStep) => {
    switch (step) {
      case "SERVICE":
        return config.services?.step;
      case "OPTION":
        return steps.option;
      case "QUANTITIES":
        return steps.quantities;
      case "FREQUENCY":
        return steps.frequency;
      case "ADDONS":
        return steps.addons;
      case "SLOT":
        return TIME_STEP_LABELS;
      case "REVIEW":
        return steps.review;
      default:
        return config.service.steps.address;
    }
  };
  return journeyOf(state).map((step) => {
    const texts = textsOf(step);
    return { label: texts?.progressLabel ?? "", short: texts?.progressShortLabel ?? "" };
  });
}
