import { type ReactNode, useLayoutEffect, useState } from "react";
import type { ConfigIssue } from "@/shared/config-issues";
import type { SettingsConfig } from "@/shared/stored-business-config";
import { Button } from "@/web/components/ui/button";
import { Form } from "@/web/components/ui/form";
import { settingFieldId, settingName } from "./setting-path";
import type { SectionForm } from "./use-section-form";

/** The problems no field of the form shows (a rule about several fields, an unknown path). */
function useUnplacedIssues(form: HTMLFormElement | null, issues: readonly ConfigIssue[]) {
  const [unplaced, setUnplaced] = useState<readonly ConfigIssue[]>([]);
  useLayoutEffect(() => {
    setUnplaced(
      issues.filter((issue) => !form?.querySelector(`#${CSS.escape(settingFieldId(issue.path))}`)),
    );
  }, [form, issues]);
  return unplaced;
}

function ProblemsNotice<Draft>({ form }: { form: SectionForm<Draft, SettingsConfig> }) {
  const unplaced = useUnplacedIssues(form.formRef.current, form.issues);
  const count = form.issues.length;
  if (count === 0 || !form.attempted) return null;
  return (
    <div
      role="alert"
      className="rounded-md border border-danger bg-danger-soft p-4 text-danger-soft-foreground"
    >
      <p className="font-semibold">
        Nothing was saved: {count === 1 ? "1 setting needs" : `${count} settings need`} your
        attention. Each problem is shown at its field.
      </p>
      {unplaced.length > 0 && (
        <ul className="mt-2 list-disc pl-5 text-sm">
          {unplaced.map((issue) => (
            <li key={`${issue.path}:${issue.message}`}>
              {issue.path ? `${settingName(issue.path)} ` : ""}
              {issue.message}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** Said when a save met a change made elsewhere meanwhile (409); the section shows the latest. */
export function ConflictNotice({ onDismiss }: { onDismiss: () => void }) {
  return (
    <div
      role="alert"
      className="rounded-md border border-warning-soft-foreground bg-warning-soft p-4 text-warning-soft-foreground"
    >
      <p className="font-semibold">These settings were changed elsewhere meanwhile.</p>
      <p className="mt-1 text-sm">
        Someone (or another tab) saved them while you were editing, so your change was not saved.
        The form now shows the latest settings: make your change again and save.
      </p>
      <Button variant="secondary" size="sm" className="mt-3" onClick={onDismiss}>
        Got it
      </Button>
    </div>
  );
}

/**
 * A settings section's form: its fields, what stopped the last save, and its own Save button; the
 * preview beside it from 1024 px, below it on a phone (docs/product/settings.md#preview).
 */
export function SettingsSectionForm<Draft>({
  form,
  saveLabel,
  preview,
  children,
}: {
  form: SectionForm<Draft, SettingsConfig>;
  saveLabel: string;
  preview?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)]">
      <Form ref={form.formRef} noValidate onSubmit={form.submit} className="grid min-w-0 gap-5">
        {form.conflict && <ConflictNotice onDismiss={form.dismissConflict} />}
        <ProblemsNotice form={form} />
        {children}
        <div className="sticky bottom-0 -mx-4 border-t border-border bg-background/95 px-4 py-3 sm:mx-0 sm:rounded-md sm:border">
          <Button type="submit" loading={form.saving}>
            {saveLabel}
          </Button>
        </div>
      </Form>
      {preview}
    </div>
  );
}
