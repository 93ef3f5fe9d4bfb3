import { parseBusinessConfig } from "@/shared/business-config";
import { Skeleton } from "@/web/components/ui/skeleton";
import { useBusinessSettingsQuery } from "./api/business-settings";
import { AreasEditor } from "./components/areas-editor";

/**
 * The settings' `areas` section: where the business works, drawn on a map
 * (docs/product/settings.md#service-areas). Self-contained: it reads and saves the business's
 * settings itself, so the settings shell only mounts it.
 */
export function ServiceAreasSection() {
  const settings = useBusinessSettingsQuery();
  if (settings.isPending) return <Skeleton className="h-96 w-full" />;
  if (settings.isError) {
    return (
      <p role="alert" className="text-danger">
        Could not load the settings: {settings.error.message}
      </p>
    );
  }
  const { config, version, map } = settings.data;
  const parsed = parseBusinessConfig(config);
  if (!parsed.ok) {
    return (
      <p role="alert" className="text-danger">
        The saved settings do not read as a business configuration: {parsed.issues[0]?.path}{" "}
        {parsed.issues[0]?.message}
      </p>
    );
  }
  return (
    <section aria-labelledby="service-areas-title" className="grid gap-4">
      <h2 id="service-areas-title" className="text-xl font-semibold">
        Service areas
      </h2>
      {/* A new version (saved, or reloaded after a 409) starts the draft again from it. */}
      <AreasEditor
        key={version}
        config={parsed.config}
        version={version}
        map={map}
        onReload={() => void settings.refetch()}
      />
    </section>
  );
}

export default ServiceAreasSection;
