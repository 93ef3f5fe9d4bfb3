import type { ComponentType } from "react";
import type { AdminPingResponse } from "@/shared/api/admin-contract";
import { SETTINGS_SECTIONS, type SettingsSection } from "@/shared/routes";
import { LazyServiceAreasSection } from "./areas/lazy-service-areas-section";
import { AvailabilitySection } from "./availability/availability-section";
import { HistorySection } from "./history/history-section";
import { OfferingSection } from "./offering/offering-section";
import { PaymentsSection } from "./payments/payments-section";
import { ProfileSection } from "./profile/profile-section";
import { RemindersSection } from "./reminders/reminders-section";
import { TeamSection } from "./team/team-section";
import { TermsSection } from "./terms/terms-section";
import { WebhooksSection } from "./webhooks/webhooks-section";
import { WebsiteSection } from "./website/website-section";

export interface SettingsSectionEntry {
  /** Its name in the navigation and its heading. */
  label: string;
  /**
   * With `editsConfig`, it reads the business with useBusinessSettings() (loaded before it is
   * shown) and saves its own part of it; without, it loads what it shows itself.
   */
  component: ComponentType<{ session: AdminPingResponse }>;
  editsConfig: boolean;
}

/**
 * The settings sections built so far, by their path segment (docs/product/settings.md#settings).
 * A section is added here, in one line; the navigation lists it in SETTINGS_SECTIONS' order.
 */
const SECTIONS: Partial<Record<SettingsSection, SettingsSectionEntry>> = {
  profile: { label: "Profile", component: ProfileSection, editsConfig: true },
  offering: { label: "What you sell", component: OfferingSection, editsConfig: true },
  areas: { label: "Service areas", component: LazyServiceAreasSection, editsConfig: true },
  availability: { label: "Availability", component: AvailabilitySection, editsConfig: true },
  terms: { label: "Customer terms", component: TermsSection, editsConfig: true },
  payments: { label: "Payments", component: PaymentsSection, editsConfig: true },
  reminders: { label: "Quote reminders", component: RemindersSection, editsConfig: true },
  website: { label: "Website", component: WebsiteSection, editsConfig: true },
  team: { label: "Team", component: TeamSection, editsConfig: false },
  webhooks: { label: "Webhooks", component: WebhooksSection, editsConfig: false },
  history: { label: "History", component: HistorySection, editsConfig: false },
};

export type BuiltSection = SettingsSectionEntry & { section: SettingsSection };

export const BUILT_SECTIONS: readonly BuiltSection[] = SETTINGS_SECTIONS.flatMap((section) => {
  const entry = SECTIONS[section];
  return entry ? [{ section, ...entry }] : [];
});

export function findSection(section: string | undefined): BuiltSection | undefined {
  return BUILT_SECTIONS.find((entry) => entry.section === section);
}
