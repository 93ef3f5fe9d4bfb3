import { type FormEvent, useEffect, useRef } from "react";
import { Button } from "@/web/components/ui/button";
import { ESSENTIAL_CATEGORY, OPTIONAL_CATEGORY_TEXT } from "@/web/lib/consent/consent-categories";
import {
  ALL_GRANTED,
  type ConsentChoices,
  NON_ESSENTIAL_DENIED,
  OPTIONAL_CATEGORIES,
} from "@/web/lib/consent/consent-choices";
import {
  closeConsentSettings,
  saveConsentChoices,
  useConsent,
} from "@/web/lib/consent/consent-store";

/** Customize by category; opened from the banner or the "Cookie settings" link in footers. */
export function ConsentSettingsDialog() {
  const { settingsOpen, choices } = useConsent();
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (settingsOpen && !element.open) element.showModal();
    if (!settingsOpen && element.open) element.close();
  }, [settingsOpen]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const picked = Object.fromEntries(
      OPTIONAL_CATEGORIES.map((category) => [category, form.get(category) === "on"]),
    ) as Record<keyof ConsentChoices, boolean>;
    saveConsentChoices(picked);
  };

  const current = choices ?? NON_ESSENTIAL_DENIED;
  return (
    <dialog
      ref={dialog}
      aria-labelledby="consent-settings-title"
      onClose={closeConsentSettings}
      className="m-auto w-[calc(100%-2rem)] max-w-lg rounded-lg border border-border bg-card p-0 text-foreground shadow-xl backdrop:bg-foreground/50"
    >
      {settingsOpen && (
        <form onSubmit={submit} className="grid gap-5 p-5 sm:p-6">
          <div>
            <h2 id="consent-settings-title" className="text-xl font-semibold">
              Cookie settings
            </h2>
            <p className="mt-1 text-sm text-muted-foreground">
              Choose what this site may store on your device. You can change this at any time from
              the footer.
            </p>
          </div>
          <ul className="grid gap-4">
            <li className="flex gap-3">
              <input
                id="consent-essential"
                type="checkbox"
                checked
                disabled
                className="mt-1 size-5 accent-primary"
              />
              <label htmlFor="consent-essential" className="text-sm">
                <span className="block font-medium">{ESSENTIAL_CATEGORY.title}</span>
                <span className="text-muted-foreground">{ESSENTIAL_CATEGORY.description}</span>
              </label>
            </li>
            {OPTIONAL_CATEGORIES.map((category) => (
              <li key={category} className="flex gap-3">
                <input
                  id={`consent-${category}`}
                  name={category}
                  type="checkbox"
                  defaultChecked={current[category]}
                  className="mt-1 size-5 accent-primary"
                />
                <label htmlFor={`consent-${category}`} className="text-sm">
                  <span className="block font-medium">
                    {OPTIONAL_CATEGORY_TEXT[category].title}
                  </span>
                  <span className="text-muted-foreground">
                    {OPTIONAL_CATEGORY_TEXT[category].description}
                  </span>
                </label>
              </li>
            ))}
          </ul>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={() => saveConsentChoices(NON_ESSENTIAL_DENIED)}>
              Reject non-essential
            </Button>
            <Button variant="secondary" onClick={() => saveConsentChoices(ALL_GRANTED)}>
              Accept all
            </Button>
            <Button type="submit">Save choices</Button>
          </div>
        </form>
      )}
    </dialog>
  );
}
