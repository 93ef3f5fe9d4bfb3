import { useId } from "react";
import type { BusinessConfig } from "@/shared/business-config";
import {
  REMINDER_PLACEHOLDERS,
  type RecoverySettings,
  recoverySettingsOf,
} from "@/shared/recovery-settings";
import { SelectSetting, SettingsGroup, TextAreaSetting, TextSetting } from "../form/setting-fields";
import { SettingsSectionForm } from "../form/settings-section-form";
import { useSectionForm } from "../form/use-section-form";

const DELAYS = [30, 60, 120, 180, 360, 720, 1440, 2880];

function delayLabel(minutes: number): string {
  if (minutes < 60) return `${minutes} minutes`;
  const hours = minutes / 60;
  return hours === 1 ? "1 hour" : `${Number.isInteger(hours) ? hours : hours.toFixed(1)} hours`;
}

const rules = {
  toDraft: (config: BusinessConfig): RecoverySettings =>
    structuredClone(recoverySettingsOf(config)),
  toConfig: (config: BusinessConfig, recovery: RecoverySettings) => ({
    config: { ...config, recovery },
    issues: [],
  }),
};

const PLACEHOLDER_HINT = `You can use ${REMINDER_PLACEHOLDERS.map((name) => `{${name}}`).join(", ")}.`;

/**
 * The one reminder a visitor who saw a price and did not pay is sent
 * (docs/product/quote-recovery.md#settings): on or off, when, and in which words.
 */
export function RemindersSection() {
  const form = useSectionForm(rules);
  const { draft, update } = form;
  const enabledId = useId();
  const delays = DELAYS.includes(draft.delayMinutes)
    ? DELAYS
    : [...DELAYS, draft.delayMinutes].sort((a, b) => a - b);

  return (
    <SettingsSectionForm form={form} saveLabel="Save reminders">
      <p className="text-sm text-muted-foreground">
        A visitor who saw a price and did not pay or ask for a custom quote gets one email with a
        link back to their quote, priced again. Every email has an unsubscribe link.
      </p>
      <SettingsGroup legend="Quote reminders">
        <div className="flex items-center gap-2">
          <input
            id={enabledId}
            type="checkbox"
            checked={draft.enabled}
            onChange={(event) =>
              update((next) => {
                next.enabled = event.target.checked;
              })
            }
            className="size-5 accent-primary"
          />
          <label htmlFor={enabledId} className="text-sm font-medium">
            Send a reminder to visitors who saw a price and did not pay
          </label>
        </div>
        <SelectSetting
          field={form.field("recovery.delayMinutes")}
          label="Send it after"
          hint="Counted from when they first saw the price."
          value={String(draft.delayMinutes)}
          choices={delays.map((minutes) => ({
            value: String(minutes),
            label: delayLabel(minutes),
          }))}
          onChange={(value) =>
            update((next) => {
              next.delayMinutes = Number(value);
            })
          }
          className="max-w-56"
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextSetting
            field={form.field("recovery.quietHours.start")}
            label="Quiet hours start"
            hint="No reminder is sent between these times (your time zone); one due then waits."
            type="time"
            value={draft.quietHours.start}
            onChange={(value) =>
              update((next) => {
                next.quietHours.start = value;
              })
            }
          />
          <TextSetting
            field={form.field("recovery.quietHours.end")}
            label="Quiet hours end"
            type="time"
            value={draft.quietHours.end}
            onChange={(value) =>
              update((next) => {
                next.quietHours.end = value;
              })
            }
          />
        </div>
      </SettingsGroup>
      <SettingsGroup legend="The email" description={PLACEHOLDER_HINT}>
        <TextSetting
          field={form.field("recovery.subject")}
          label="Subject"
          value={draft.subject}
          onChange={(value) =>
            update((next) => {
              next.subject = value;
            })
          }
        />
        <TextAreaSetting
          field={form.field("recovery.body")}
          label="Message"
          hint="A blank line starts a new paragraph. A button to the quote and an unsubscribe link follow it."
          value={draft.body}
          onChange={(value) =>
            update((next) => {
              next.body = value;
            })
          }
        />
      </SettingsGroup>
    </SettingsSectionForm>
  );
}
