import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useReducer, useRef, useState } from "react";
import type { SlotsRequest, SlotsResponse } from "@/shared/api/booking-contract";
import { checkoutAmountsOf } from "@/shared/api/checkout-amounts";
import type { CheckoutRequest } from "@/shared/api/checkout-contract";
import type {
  BusinessConfigResponse,
  PublicOption,
  ServicePriceResponse,
} from "@/shared/api/quote-contract";
import { toast } from "@/web/components/ui/toast-store";
import {
  ADDRESS_FIELDS,
  type AddonChoice,
  type AddressData,
  type AddressErrors,
  asksForPrice,
  type ChosenOption,
  type ChosenService,
  type ChosenSlot,
  canShowReview,
  hasTimeStep,
  initialQuoteState,
  progressOf,
  type QuantityChoice,
  type QuoteState,
  quoteReducer,
  selectionOf,
} from "@/web/components/wizard/quote-wizard-state";
import {
  trackCustomQuoteRequest,
  trackQuoteAccept,
  trackQuoteComplete,
  trackQuoteStart,
  trackQuoteStep,
} from "@/web/lib/analytics/track";
import { getPrice, prefetchPricePreviews, toAddonRequests } from "@/web/lib/api/get-price";
import { fieldIssues, isRefusedInput, refusalSentence } from "@/web/lib/api-error";
import { getSessionStorage, loadQuoteState, saveQuoteState } from "@/web/lib/quote-storage";
import { checkServiceArea } from "./api/check-service-area";
import { prefetchSlots, slotsQuery } from "./api/get-slots";
import { resumeQuote } from "./api/resume-quote";
import { startCheckout } from "./api/start-checkout";
import { submitCustomQuote } from "./api/submit-custom-quote";
import { hasResumeToken, takeResumeToken } from "./resume-link";
import { journeyStartOf } from "./service-journey";
import { withFreshSlots } from "./slot-days";
import { useStepHistory } from "./use-step-history";
import { visitOrigin } from "./visit-origin";

/**
 * The searching card stays at least this long, so the check reads as one
 * (docs/product/quote-journey.md#steps).
 */
export const MIN_SEARCHING_MS = 1500;

export const SERVICE_AREA_CHECK_FAILED =
  "Unable to verify service area. Please try a different address or request a custom quote.";
const PRICING_FAILED = "Unable to calculate pricing. Please try again.";
const CHECKOUT_FAILED = "Unable to process checkout. Please try again.";
const CUSTOM_QUOTE_FAILED = "Failed to submit custom quote request. Please try again.";
const MISSING_QUOTE_DATA = "Missing address or service area data";
const RESUME_FAILED =
  "We couldn't open your quote. Start a new quote below: it only takes a minute.";

export type WizardVariant = "page" | "embed";

export interface CustomQuoteValues {
  customerName: string;
  email: string;
  phone: string;
  /** What the customer tells about the property (optional). */
  propertyDetails: string;
}

const CUSTOM_QUOTE_FIELDS = ["customerName", "email", "phone", "propertyDetails"] as const;
/** Messages for the custom quote form's own fields, from the server's refusal. */
export type CustomQuoteFieldErrors = Partial<Record<keyof CustomQuoteValues, string>>;

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const errorMessage = (error: unknown) =>
  error instanceof Error && error.message ? error.message : undefined;

/**
 * The address fields the server refused, or its message when it names none of them; null
 * when the error is no refusal of the address (a network failure, a server error).
 */
function addressErrorsOf(error: unknown, { whole }: { whole: boolean }): AddressErrors | null {
  if (!isRefusedInput(error)) return null;
  const fields = fieldIssues(error, ADDRESS_FIELDS);
  if (Object.keys(fields).length > 0) return { fields, message: null };
  return whole ? { fields, message: refusalSentence(error) } : null;
}

function toCheckoutRequest(
  state: QuoteState,
  pricing: ServicePriceResponse,
  source: WizardVariant,
): CheckoutRequest {
  const quantities = pricing.quantities ?? [];
  return {
    ...state.addressData,
    area: pricing.area,
    // The selection as priced (docs/product/pricing.md#services).
    ...(pricing.service !== undefined && { service: pricing.service }),
    ...(pricing.option !== null && { option: pricing.option }),
    ...(quantities.length > 0 && {
      quantities: quantities.map(({ code, quantity }) => ({ code, quantity })),
    }),
    ...(pricing.frequency && { frequency: pricing.frequency }),
    // As priced: a quantity comes with the add-ons priced per unit only.
    addons: pricing.addons,
    ...checkoutAmountsOf(pricing),
    paymentStatus: "pending",
    source,
    ...(state.visit && { visit: state.visit }),
    // The time chosen, held while the customer pays (docs/product/booking.md#holds).
    ...(hasTimeStep(state) && state.slot && { slot: { start: state.slot.start } }),
  };
}

/**
 * The slots call for what the customer chose (the price call's selection and visit): asked beside
 * the price, and again by the time step from the same cache entry.
 */
export function slotsRequestOf(state: QuoteState): SlotsRequest | null {
  const area = state.serviceArea?.area;
  if (!area) return null;
  return {
    ...selectionOf(state, area),
    addons: toAddonRequests(state.addons),
    ...(state.visit && { visit: state.visit }),
  };
}

/**
 * Opens the payment page in a new top-level tab. The tab is opened during the click (popup
 * blockers allow that) and pointed at the payment page once the order exists.
 */
function openBlankTab(): Window | null {
  const tab = window.open("", "_blank");
  if (tab) tab.opener = null;
  return tab;
}

/** What analytics call the choice priced: the option, else the service. */
const serviceTypeOf = (pricing: ServicePriceResponse) => pricing.option ?? pricing.service ?? "";

/** The options the option step prices (the custom-quote one says so instead). */
export function pricedOptionCodes(options: readonly PublicOption[]): string[] {
  return options.filter((option) => !option.customQuote).map((option) => option.code);
}

/**
 * The quote journey: the pure reducer plus its calls, toasts, analytics and storage.
 * `variant` names where it runs: the embed opens payment in a new tab and tags its requests.
 */
export function useQuoteWizard(options: {
  variant: WizardVariant;
  storageKey: string;
  /** The business's service name (`service.name` of its offering): the analytics industry. */
  industry: string;
  /** The options whose prices the option step shows: asked for once the area is known. */
  previewOptions: readonly string[];
  /** The services of a business selling beyond one (the config answer's). */
  services: BusinessConfigResponse["services"];
  /** How the business's own service is billed (a journey without services books a time unless by the season). */
  billing: BusinessConfigResponse["service"]["billing"];
}) {
  const { variant, storageKey, industry, previewOptions, services, billing } = options;
  const billingRef = useRef(billing);
  billingRef.current = billing;
  const queryClient = useQueryClient();
  const previewOptionsRef = useRef(previewOptions);
  previewOptionsRef.current = previewOptions;
  const servicesRef = useRef(services);
  servicesRef.current = services;
  // The server renders the first step (no window there); the browser hydrates that markup
  // only when the tab keeps no journey past it (./kept-journey.ts), so both start alike.
  const [state, dispatch] = useReducer(quoteReducer, undefined, () =>
    typeof window === "undefined"
      ? initialQuoteState
      : loadQuoteState({
          storage: getSessionStorage(),
          key: storageKey,
          resumeReview: new URLSearchParams(window.location.search).get("resume") === "review",
        }),
  );
  const stateRef = useRef(state);
  stateRef.current = state;
  const [isResuming, setResuming] = useState(
    () => variant === "page" && typeof window !== "undefined" && hasResumeToken(window.location),
  );
  useEffect(() => {
    // A quote email's link: open its quote at Review, priced again (docs/product/quote-recovery.md#the-link).
    if (variant !== "page") return;
    const token = takeResumeToken(window.location, window.history);
    if (!token) return;
    resumeQuote(token)
      .then(
        ({ visit, address, price, emailedTotalCents }) =>
          dispatch({
            type: "resumedFromEmail",
            resumed: {
              visit,
              addressData: address,
              pricing: price,
              emailedTotalCents,
              journey: journeyStartOf(servicesRef.current, billingRef.current, price.service),
            },
          }),
        (error: unknown) => {
          dispatch({ type: "reset" });
          toast({
            title: "Your quote link",
            description: errorMessage(error) ?? RESUME_FAILED,
            duration: 10_000,
          });
        },
      )
      .finally(() => setResuming(false));
  }, [variant]);
  // The embed lives in the host's page, whose Back button is the host's own.
  const history = useStepHistory(state, stateRef, dispatch, variant === "page");

  useEffect(() => {
    saveQuoteState({ storage: getSessionStorage(), key: storageKey, state });
  }, [state, storageKey]);

  const progress = progressOf(state);
  const progressStep = progress.current;
  const trackedStep = useRef<number | null>(null);
  useEffect(() => {
    if (trackedStep.current === progressStep) return;
    if (trackedStep.current === null && state.step === "ADDRESS") trackQuoteStart({ industry });
    trackedStep.current = progressStep;
    trackQuoteStep({ step: progressStep, industry });
  }, [progressStep, state.step, industry]);

  const submitAddress = useCallback(
    async (addressData: AddressData) => {
      if (stateRef.current.step !== "ADDRESS") return;
      dispatch({
        type: "submitAddress",
        addressData,
        journey: journeyStartOf(servicesRef.current, billingRef.current),
      });
      const [answer] = await Promise.all([
        checkServiceArea({
          ...addressData,
          ...visitOrigin(variant, window.location, document.referrer),
        }).then(
          (response) => {
            const { area } = response.serviceArea;
            if (response.serviceArea.inServiceArea && area) {
              prefetchPricePreviews(queryClient, area, previewOptionsRef.current);
            }
            return { serviceArea: response.serviceArea, visit: response.visit };
          },
          (error: unknown) => ({ error }),
        ),
        delay(MIN_SEARCHING_MS),
      ]);
      if ("serviceArea" in answer) {
        dispatch({ type: "serviceAreaChecked", ...answer });
        return;
      }
      // A typo is not an answer about the area: the form says what to correct.
      const errors = addressErrorsOf(answer.error, { whole: true });
      if (errors) {
        dispatch({ type: "addressRejected", errors });
        return;
      }
      dispatch({
        type: "serviceAreaChecked",
        visit: null,
        serviceArea: {
          inServiceArea: false,
          area: null,
          message: errorMessage(answer.error) ?? SERVICE_AREA_CHECK_FAILED,
        },
      });
    },
    [variant, queryClient],
  );

  // The slots are asked beside the price, so the time step opens with them: no round trip more
  // (docs/product/booking.md#the-wizards-time-step).
  const pricingCall = useMutation({
    mutationFn: async ({ request, booksTime }: { request: SlotsRequest; booksTime: boolean }) => {
      const slotsOffered = booksTime ? prefetchSlots(queryClient, request) : false;
      const pricing = await getPrice(request);
      return { pricing, slotsOffered: await slotsOffered };
    },
  });
  const getQuote = useCallback(() => {
    const current = stateRef.current;
    const request = slotsRequestOf(current);
    if (!request || !asksForPrice(current)) return;
    pricingCall.mutate(
      { request, booksTime: current.booksTime },
      {
        onSuccess: ({ pricing, slotsOffered }) => {
          dispatch({ type: "priced", pricing, slotsOffered });
          trackQuoteComplete({
            industry,
            quoteValueCents: pricing.grand_total_cents,
            serviceType: serviceTypeOf(pricing),
            location: pricing.area,
          });
        },
        onError: (error) =>
          toast({
            title: "Pricing Error",
            description: errorMessage(error) ?? PRICING_FAILED,
            variant: "destructive",
          }),
      },
    );
  }, [pricingCall.mutate, industry]);

  const checkoutCall = useMutation({ mutationFn: startCheckout });
  // The page stays pending while the browser leaves for the payment page...
  const [isRedirecting, setRedirecting] = useState(false);
  useEffect(() => {
    // ...and becomes usable again when the back button restores it from the cache.
    const onPageShow = (event: PageTransitionEvent) => event.persisted && setRedirecting(false);
    window.addEventListener("pageshow", onPageShow);
    return () => window.removeEventListener("pageshow", onPageShow);
  }, []);
  const checkout = useCallback(() => {
    const current = stateRef.current;
    if (!canShowReview(current) || checkoutCall.isPending || isRedirecting) return;
    const pricing = current.pricing;
    const tab = variant === "embed" ? openBlankTab() : null;
    checkoutCall.mutate(toCheckoutRequest(current, pricing, variant), {
      onSuccess: (result) => {
        if (result.kind === "priceChanged") {
          tab?.close();
          dispatch({ type: "priceChanged", pricing: result.price });
          return;
        }
        if (result.kind === "slotTaken") {
          tab?.close();
          // The answer's fresh slots from the taken time's day on; the days before as shown.
          const request = slotsRequestOf(current);
          const taken = current.slot?.start;
          if (request && taken) {
            const { queryKey } = slotsQuery(request);
            queryClient.setQueryData<SlotsResponse>(queryKey, (shown) =>
              shown
                ? { ...shown, slots: withFreshSlots(shown.slots, taken, result.slots) }
                : undefined,
            );
            if (!queryClient.getQueryData(queryKey))
              void queryClient.invalidateQueries({ queryKey });
          }
          dispatch({ type: "slotTaken" });
          return;
        }
        trackQuoteAccept({
          industry,
          quoteValueCents: pricing.grand_total_cents,
          serviceType: serviceTypeOf(pricing),
          location: pricing.area,
        });
        const paymentUrl = new URL(result.sessionUrl, window.location.href).href;
        if (variant === "page") {
          setRedirecting(true);
          window.location.assign(paymentUrl);
          return;
        }
        if (tab) tab.location.href = paymentUrl;
        dispatch({
          type: "paymentOpened",
          pendingPayment: { orderId: result.orderId, sessionUrl: paymentUrl },
        });
      },
      onError: (error) => {
        tab?.close();
        const errors = addressErrorsOf(error, { whole: false });
        if (errors) {
          dispatch({ type: "addressRejected", errors });
          return;
        }
        toast({
          title: "Checkout Error",
          description: errorMessage(error) ?? CHECKOUT_FAILED,
          variant: "destructive",
        });
      },
    });
  }, [checkoutCall.mutate, checkoutCall.isPending, isRedirecting, variant, industry, queryClient]);

  const customQuoteCall = useMutation({ mutationFn: submitCustomQuote });
  /** Sends the request; answers the messages for the form's fields the server refused. */
  const sendCustomQuote = useCallback(
    async ({ propertyDetails, ...values }: CustomQuoteValues): Promise<CustomQuoteFieldErrors> => {
      const current = stateRef.current;
      const { addressData, serviceArea, visit } = current;
      if (!addressData.address || !serviceArea) {
        toast({ title: "Error", description: MISSING_QUOTE_DATA, variant: "destructive" });
        return {};
      }
      try {
        // Already loaded with the form (it shares the contract's field rules).
        const { CUSTOM_QUOTE_DESCRIPTION } = await import("@/shared/api/quote-contract");
        await customQuoteCall.mutateAsync({
          ...values,
          address: addressData.address,
          city: addressData.city,
          state: addressData.state,
          zipCode: addressData.zipCode,
          // The server records the area of the address; outside every area there is none.
          area: serviceArea.area ?? undefined,
          description:
            variant === "embed" ? `${CUSTOM_QUOTE_DESCRIPTION} (embed)` : CUSTOM_QUOTE_DESCRIPTION,
          ...(propertyDetails.trim() ? { propertyDetails } : {}),
          ...(visit && { visit }),
          // What a service's customer chose before asking (docs/product/pricing.md#services).
          ...(current.service && serviceArea.area && selectionOf(current, serviceArea.area)),
        });
      } catch (error) {
        const fieldErrors = fieldIssues(error, CUSTOM_QUOTE_FIELDS);
        if (Object.keys(fieldErrors).length > 0) return fieldErrors;
        const addressErrors = addressErrorsOf(error, { whole: false });
        if (addressErrors) {
          dispatch({ type: "addressRejected", errors: addressErrors });
          return {};
        }
        toast({
          title: "Error",
          description: errorMessage(error) ?? CUSTOM_QUOTE_FAILED,
          variant: "destructive",
        });
        return {};
      }
      trackCustomQuoteRequest({ city: addressData.city, state: addressData.state });
      toast({
        title: "Custom Quote Requested",
        description: "We'll get back to you the next business day with a personalized quote.",
        duration: 5000,
      });
      dispatch({ type: "customQuoteSent", customerName: values.customerName.trim() });
      return {};
    },
    [customQuoteCall.mutateAsync, variant],
  );

  return {
    state,
    progressStep,
    /** A quote email's link is being opened: the page waits for it. */
    isResuming,
    submitAddress,
    /** The journey's steps and where the customer stands on them. */
    progress,
    selectService: (service: ChosenService) => dispatch({ type: "selectService", service }),
    selectOption: (option: ChosenOption) => dispatch({ type: "selectOption", option }),
    setQuantity: (code: string, choice: QuantityChoice | null) =>
      dispatch({ type: "setQuantity", code, choice }),
    selectFrequency: (frequency: string) => dispatch({ type: "selectFrequency", frequency }),
    /** On from a step: to the next, to the custom quote form where the choice leads there, or to the price. */
    advance: () => (asksForPrice(stateRef.current) ? getQuote() : dispatch({ type: "continue" })),
    setAddon: (code: string, choice: AddonChoice | null) =>
      dispatch({ type: "setAddon", code, choice }),
    getQuote,
    isPricing: pricingCall.isPending,
    selectSlot: (slot: ChosenSlot) => dispatch({ type: "selectSlot", slot }),
    /** The time step found no time to offer: on to Review without one. */
    skipTime: useCallback(() => dispatch({ type: "noSlots" }), []),
    checkout,
    isCheckingOut: checkoutCall.isPending || isRedirecting,
    sendCustomQuote,
    isSendingCustomQuote: customQuoteCall.isPending,
    requestCustomQuote: () => dispatch({ type: "requestCustomQuote" }),
    back: history.back,
    reset: () => dispatch({ type: "reset" }),
  };
}

export type QuoteWizard = ReturnType<typeof useQuoteWizard>;
