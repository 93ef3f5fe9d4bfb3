import { MoneySetting, SettingsGroup, TextSetting } from "../form/setting-fields";
import type { OfferingForm, ServiceForm } from "./service-form";

const MONTH_DAY_HINT = "Month and day as MM-DD, such as 11-10.";

/** The season's dates and the early-bird discount: only for a service billed by the season. */
export function SeasonSettings({ form }: { form: ServiceForm }) {
  const { service: draft, update } = form;
  if (draft.service.billing !== "season") return null;
  const offeredId = `${form.field("billing.earlyBird").id}-offered`;
  return (
    <SettingsGroup legend="Season" description="Customers pay once for the whole season.">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextSetting
          field={form.field("billing.season.start")}
          label="First day"
          hint={MONTH_DAY_HINT}
          value={draft.season.start}
          onChange={(value) =>
            update((next) => {
              next.season.start = value;
            })
          }
        />
        <TextSetting
          field={form.field("billing.season.end")}
          label="Last day"
          hint={`${MONTH_DAY_HINT} Before the first day: it ends the next year.`}
          value={draft.season.end}
          onChange={(value) =>
            update((next) => {
              next.season.end = value;
            })
          }
        />
      </div>
      <TextSetting
        field={form.field("billing.season.note")}
        label="Note after the dates (optional)"
        value={draft.season.note}
        onChange={(value) =>
          update((next) => {
            next.season.note = value;
          })
        }
      />
      <div className="flex items-center gap-2">
        <input
          id={offeredId}
          type="checkbox"
          checked={draft.earlyBird.offered}
          onChange={(event) =>
            update((next) => {
              next.earlyBird.offered = event.target.checked;
            })
          }
          className="size-5 accent-primary"
        />
        <label htmlFor={offeredId} className="text-sm font-medium">
          Early-bird discount for customers who order before a deadline
        </label>
      </div>
      {draft.earlyBird.offered && (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextSetting
            field={form.field("billing.earlyBird.deadline")}
            label="Deadline"
            hint={`${MONTH_DAY_HINT} The last day it applies before the season.`}
            value={draft.earlyBird.deadline}
            onChange={(value) =>
              update((next) => {
                next.earlyBird.deadline = value;
              })
            }
          />
          <MoneySetting
            field={form.field("billing.earlyBird.amountCents")}
            label="Discount ($)"
            value={draft.earlyBird.amount}
            onChange={(value) =>
              update((next) => {
                next.earlyBird.amount = value;
              })
            }
          />
        </div>
      )}
    </SettingsGroup>
  );
}

/** The processing fee and sales tax, added on top of every quote. */
export function ChargesSettings({ form }: { form: OfferingForm }) {
  const { draft, update } = form;
  return (
    <SettingsGroup
      legend="Fee and tax"
      description="Added to every quote's subtotal, whatever the service."
    >
      <div className="grid gap-4 sm:grid-cols-3">
        <TextSetting
          field={form.field("offering.fees.rateBasisPoints")}
          label="Fee rate (%)"
          inputMode="decimal"
          value={draft.feeRate}
          onChange={(value) =>
            update((next) => {
              next.feeRate = value;
            })
          }
        />
        <MoneySetting
          field={form.field("offering.fees.fixedCents")}
          label="Fixed fee ($)"
          value={draft.feeFixed}
          onChange={(value) =>
            update((next) => {
              next.feeFixed = value;
            })
          }
        />
        <TextSetting
          field={form.field("offering.tax.rateBasisPoints")}
          label="Sales tax rate (%)"
          inputMode="decimal"
          value={draft.taxRate}
          onChange={(value) =>
            update((next) => {
              next.taxRate = value;
            })
          }
        />
      </div>
    </SettingsGroup>
  );
}
