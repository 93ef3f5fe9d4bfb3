import type { ComponentType } from "react";
import { SETTINGS_SECTIONS, type SettingsSection } from "@/shared/routes";
import { OfferingSection } from "./offering/offering-section";
import { ProfileSection } from "./profile/profile-section";
import { TermsSection } from "./terms/terms-section";
import { WebsiteSection } from "./website/website-section";

export interface SettingsSectionEntry {
  /** Its name in the navigation and its heading. */
  label: string;
  /** Reads the business with useBusinessSettings() and saves its own part of it. */
  component: ComponentType;
}

/**
 * The settings sections built so far, by their path segment (docs/product/settings.md#settings).
 * A section is added here, in one line; the navigation lists it in SETTINGS_SECTIONS' order.
 */
const SECTIONS: Partial<Record<SettingsSection, SettingsSectionEntry>> = {
  profile: { label: "Profile", component: ProfileSection },
  offering: { label: "What you sell", component: OfferingSection },
  terms: { label: "Customer terms", component: TermsSection },
  website: { label: "Website", component: WebsiteSection },
};

export type BuiltSection = SettingsSectionEntry & { section: SettingsSection };

export const BUILT_SECTIONS: readonly BuiltSection[] = SETTINGS_SECTIONS.flatMap((section) => {
  const entry = SECTIONS[section];
  return entry ? [{ section, ...entry }] : [];
});

export function findSection(section: string | undefined): BuiltSection | undefined {
  return BUILT_SECTIONS.find((entry) => entry.section === section);
}
