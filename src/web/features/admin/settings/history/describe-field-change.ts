import type { SettingsFieldChange } from "@/shared/api/account-contract";

const NOT_SET = "(not set)";

/** A recorded value as JSON, or "(not set)" when the field was absent. */
export function formatSettingValue(value: unknown): string {
  return value === undefined ? NOT_SET : JSON.stringify(value);
}

/** `tagline: "Old" -> "New"`: one changed field, as the history lists it. */
export function describeFieldChange(change: SettingsFieldChange): string {
  return `${change.path}: ${formatSettingValue(change.before)} -> ${formatSettingValue(change.after)}`;
}
