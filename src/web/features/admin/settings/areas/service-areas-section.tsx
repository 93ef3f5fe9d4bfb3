import { useBusinessSettings } from "../use-business-settings";
import { AreasEditor } from "./components/areas-editor";

/**
 * The settings' `areas` section: where the business works, drawn on a map
 * (docs/product/settings.md#service-areas). The shell gives it the loaded settings and `save`.
 */
export default function ServiceAreasSection() {
  const { config, version, map, save } = useBusinessSettings();
  return <AreasEditor config={config} version={version} map={map} save={save} />;
}
