import { type FormEvent, useMemo, useRef, useState } from "react";
import { flushSync } from "react-dom";
import type { BusinessConfig } from "@/shared/business-config";
import type { ConfigIssue } from "@/shared/config-issues";
import { type SettingsConfig, validateEitherShape } from "@/shared/stored-business-config";
import type { LoadedBusinessSettings } from "../api/get-business-settings";
import { useBusinessSettings } from "../use-business-settings";
import { messagesByPath, settingFieldId } from "./setting-path";

/**
 * A section's draft as the whole configuration it would save, with the problems met turning the
 * draft's texts into settings (a price that is not dollars and cents, named at its path). The
 * configuration leaves such a value out (or keeps the saved one), so a preview can still use it.
 */
export type DraftResult<Config extends SettingsConfig = BusinessConfig> = {
  config: Config;
  issues: ConfigIssue[];
};

export interface SectionDraftRules<Draft, Config extends SettingsConfig = BusinessConfig> {
  /** The section's part of the loaded configuration (or services), as its form edits it. */
  toDraft: (config: BusinessConfig, settings: LoadedBusinessSettings) => Draft;
  /** The loaded configuration with the section's part replaced by the draft's. */
  toConfig: (config: BusinessConfig, draft: Draft) => DraftResult<Config>;
  /**
   * Problems shown as the draft changes, before any save (the bands of a quantity, checked live).
   */
  live?: (issue: ConfigIssue, draft: Draft) => boolean;
}

/** What a field needs to show its setting's problem: its id and the message, if any. */
export type SettingField = { id: string; error: string | undefined };

/** Every problem with a draft: its own (money texts) first, then the schema's, each path once. */
function draftIssues({ config, issues }: DraftResult<SettingsConfig>): ConfigIssue[] {
  const parsed = validateEitherShape(config);
  if (parsed.ok) return issues;
  const named = new Set(issues.map((issue) => issue.path));
  return [...issues, ...parsed.issues.filter((issue) => !named.has(issue.path))];
}

/**
 * One settings section's form (docs/product/settings.md#settings): a draft of its part of the
 * configuration, checked by the configuration's schema in the browser before it is saved (then
 * again as it changes, so a fixed field clears), the server's problems shown at their fields,
 * the first bad field focused, and a conflict flagged when someone else saved meanwhile. A new
 * version of the settings (this save's, or a reload) starts the draft again from it.
 */
export function useSectionForm<Draft, Config extends SettingsConfig = BusinessConfig>({
  toDraft,
  toConfig,
  live,
}: SectionDraftRules<Draft, Config>) {
  const settings = useBusinessSettings();
  const [draft, setDraft] = useState(() => toDraft(settings.config, settings));
  const [draftVersion, setDraftVersion] = useState(settings.version);
  const [checking, setChecking] = useState(false);
  const [serverIssues, setServerIssues] = useState<ConfigIssue[]>([]);
  const [saving, setSaving] = useState(false);
  const [conflict, setConflict] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  if (draftVersion !== settings.version) {
    setDraftVersion(settings.version);
    setDraft(toDraft(settings.config, settings));
    setChecking(false);
    setServerIssues([]);
  }

  const result = useMemo(
    () => toConfig(settings.config, draft),
    [toConfig, settings.config, draft],
  );
  const issues = useMemo(() => {
    const found = checking || live ? draftIssues(result) : [];
    const shown = checking ? found : found.filter((issue) => live?.(issue, draft));
    return [...shown, ...serverIssues];
  }, [checking, live, result, draft, serverIssues]);
  const messages = useMemo(() => messagesByPath(issues), [issues]);

  /** Focuses the first field (in the order of the problems) that shows one of them. */
  const focusFirstField = (found: readonly ConfigIssue[]) => {
    const form = formRef.current;
    const fields = found.map((issue) =>
      form?.querySelector<HTMLElement>(`#${CSS.escape(settingFieldId(issue.path))}`),
    );
    fields.find(Boolean)?.focus();
  };

  /** Changes the draft: `update((draft) => { draft.name = value })` works on a copy. */
  const update = (change: (next: Draft) => void) => {
    setDraft((previous) => {
      const next = structuredClone(previous);
      change(next);
      return next;
    });
    setServerIssues([]);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setConflict(false);
    const found = draftIssues(result);
    // Rendered first, so the focused field already says what is wrong with it.
    flushSync(() => setChecking(true));
    if (found.length) {
      focusFirstField(found);
      return;
    }
    setSaving(true);
    const outcome = await settings.save(result.config).finally(() => setSaving(false));
    if (outcome.status === "invalid") {
      flushSync(() => setServerIssues(outcome.issues));
      focusFirstField(outcome.issues);
    }
    if (outcome.status === "stale") setConflict(true);
  };

  return {
    draft,
    update,
    /** The configuration the draft would save, for the preview (even while it has problems). */
    previewConfig: result.config,
    issues,
    /** A save was tried (the notice above the form speaks of it); live problems show before. */
    attempted: checking || serverIssues.length > 0,
    field: (path: string): SettingField => ({
      id: settingFieldId(path),
      error: messages.get(path),
    }),
    submit,
    saving,
    conflict,
    dismissConflict: () => setConflict(false),
    formRef,
  };
}

export type SectionForm<Draft, Config extends SettingsConfig = BusinessConfig> = ReturnType<
  typeof useSectionForm<Draft, Config>
>;
