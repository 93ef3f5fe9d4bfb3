import { useQueryClient } from "@tanstack/react-query";
import { createContext, type ReactNode, useCallback, useContext, useMemo } from "react";
import type { BusinessConfig } from "@/shared/business-config";
import type { ConfigIssue } from "@/shared/config-issues";
import { toast } from "@/web/components/ui/toast-store";
import { ApiError } from "@/web/lib/api-error";
import { businessSettingsKey, type LoadedBusinessSettings } from "./api/get-business-settings";
import { putBusinessSettings } from "./api/put-business-settings";
import { configPathOfServerIssue } from "./form/setting-path";

/**
 * What a save came to: saved; refused with the problems named by their path in the
 * configuration; stale (changed elsewhere: the settings are reloaded); or failed otherwise.
 */
export type SaveOutcome =
  | { status: "saved" }
  | { status: "invalid"; issues: ConfigIssue[] }
  | { status: "stale" }
  | { status: "failed" };

export interface BusinessSettings extends LoadedBusinessSettings {
  /** Saves the whole configuration with the version it was read at. */
  save: (next: BusinessConfig) => Promise<SaveOutcome>;
}

const LoadedSettingsContext = createContext<LoadedBusinessSettings | null>(null);

/** Gives the settings sections the business as loaded (docs/product/settings.md#settings). */
export function BusinessSettingsProvider({
  settings,
  children,
}: {
  settings: LoadedBusinessSettings;
  children: ReactNode;
}) {
  return <LoadedSettingsContext value={settings}>{children}</LoadedSettingsContext>;
}

/** A refused save's issues as paths in the configuration; one outside it keeps the root path. */
function configIssuesOf(error: ApiError): ConfigIssue[] {
  const issues = error.issues.map(({ path, message }) => {
    const configPath = configPathOfServerIssue(path);
    return configPath === null
      ? { path: "", message: `${path} ${message}` }
      : { path: configPath, message };
  });
  return issues.length ? issues : [{ path: "", message: error.message }];
}

/**
 * The business being edited and `save(next)`: a PUT with the version read. Success toasts and
 * becomes the loaded business; a 400 answers the issues; a 409 reloads the settings.
 */
export function useBusinessSettings(): BusinessSettings {
  const loaded = useContext(LoadedSettingsContext);
  if (!loaded) throw new Error("useBusinessSettings needs a BusinessSettingsProvider");
  const queryClient = useQueryClient();
  const { version } = loaded;

  const save = useCallback(
    async (config: BusinessConfig): Promise<SaveOutcome> => {
      try {
        const saved = await putBusinessSettings({ config, version });
        queryClient.setQueryData(businessSettingsKey, saved);
        // The header shows the business's name.
        void queryClient.invalidateQueries({ queryKey: ["admin", "ping"] });
        toast({ title: "Settings saved", description: "Your customers see the change now." });
        return { status: "saved" };
      } catch (error) {
        if (error instanceof ApiError && error.status === 400) {
          return { status: "invalid", issues: configIssuesOf(error) };
        }
        if (error instanceof ApiError && error.status === 409) {
          await queryClient.invalidateQueries({ queryKey: businessSettingsKey });
          return { status: "stale" };
        }
        toast({
          title: "Settings not saved",
          description: error instanceof Error ? error.message : "Please try again.",
          variant: "destructive",
        });
        return { status: "failed" };
      }
    },
    [queryClient, version],
  );

  return useMemo(() => ({ ...loaded, save }), [loaded, save]);
}
