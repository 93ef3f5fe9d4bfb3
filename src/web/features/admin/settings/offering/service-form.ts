import type { ServicesBusinessConfig } from "@/shared/stored-business-config";
import type { SectionForm, SettingField } from "../form/use-section-form";
import type { OfferingDraft, ServiceDraft } from "./offering-draft";

export type OfferingForm = SectionForm<OfferingDraft, ServicesBusinessConfig>;

/** One service of the "What you sell" form: its draft, and its settings by their path under it. */
export interface ServiceForm {
  service: ServiceDraft;
  index: number;
  trade: string;
  update: (change: (service: ServiceDraft) => void) => void;
  /** The field of `path` under the service (`pricing.options[0].code`). */
  field: (path: string) => SettingField;
}

export function serviceFormOf(form: OfferingForm, index: number): ServiceForm {
  return {
    service: form.draft.services[index]!,
    index,
    trade: form.draft.trade,
    update: (change) => form.update((next) => change(next.services[index]!)),
    field: (path) => form.field(`offering.services[${index}].${path}`),
  };
}
