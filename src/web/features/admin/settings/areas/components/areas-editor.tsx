import { CircleSlash, MapPin, PenLine, Save } from "lucide-react";
import { useMemo, useRef, useState } from "react";
import type { MapSettings } from "@/shared/api/admin-contract";
import { type BusinessConfig, parseBusinessConfig } from "@/shared/business-config";
import type { AreaShape } from "@/shared/config-fields";
import type { ConfigIssue } from "@/shared/config-issues";
import type { OfferingArea } from "@/shared/offering";
import { Button } from "@/web/components/ui/button";
import { moveItem } from "../../form/list-buttons";
import { ConflictNotice } from "../../form/settings-section-form";
import type { BusinessSettings } from "../../use-business-settings";
import { useZipCentres } from "../api/get-zip-centres";
import { createArea, issuesByArea, keepExample } from "../area-draft";
import { AddressTester } from "./address-tester";
import { AreaForm } from "./area-form";
import { AreaList } from "./area-list";
import { AreaMap, NO_AREAS_CENTRE, type ZipCentres } from "./area-map";
import { GeoJsonImport } from "./geojson-import";

const NEW_CIRCLE_MILES = 5;

/**
 * The areas as edited, saved as a whole with the version they were read at, like every settings
 * section (docs/product/settings.md#service-areas): checked by the configuration's schema, then
 * by the server, each problem shown at the area it names. A new version of the settings (this
 * save's, or a reload after a conflict) starts the draft again from it.
 */
export function AreasEditor({
  config,
  version,
  map,
  save,
}: {
  config: BusinessConfig;
  version: number;
  map: MapSettings;
  save: BusinessSettings["save"];
}) {
  const { offering } = config;
  const [areas, setAreas] = useState<OfferingArea[]>(offering.areas);
  const [draftVersion, setDraftVersion] = useState(version);
  const [selected, setSelected] = useState<number | null>(areas.length > 0 ? 0 : null);
  const [drawing, setDrawing] = useState(false);
  const [issues, setIssues] = useState<ConfigIssue[]>([]);
  const [saving, setSaving] = useState(false);
  const [conflict, setConflict] = useState(false);
  const [tilesUnavailable, setTilesUnavailable] = useState(false);
  const viewCentre = useRef(NO_AREAS_CENTRE);
  if (draftVersion !== version) {
    setDraftVersion(version);
    setAreas(offering.areas);
    setSelected(offering.areas.length > 0 ? 0 : null);
    setDrawing(false);
    setIssues([]);
  }
  const { byArea, other } = issuesByArea(issues);
  const zipCodes = areas.flatMap((area) =>
    area.shape.type === "zip_codes" ? area.shape.zipCodes : [],
  );
  const zipCentresAnswer = useZipCentres(zipCodes).data;
  const zipCentres: ZipCentres = useMemo(
    () => new Map(zipCentresAnswer?.centres.map((centre) => [centre.zipCode, centre])),
    [zipCentresAnswer],
  );
  const examples = areas.filter((area) => area.example).length;
  const draft = { ...offering, areas };
  const changed = areas !== offering.areas;

  const add = (area: OfferingArea) => {
    setAreas([...areas, area]);
    setSelected(areas.length);
    setDrawing(false);
  };
  const replace = (index: number, area: OfferingArea) =>
    setAreas(areas.map((candidate, at) => (at === index ? area : candidate)));
  const changeShape = (index: number, shape: AreaShape) => {
    const area = areas[index];
    if (area) replace(index, { ...area, shape });
  };
  const remove = (index: number) => {
    setAreas(areas.filter((_, at) => at !== index));
    setSelected(areas.length > 1 ? Math.max(0, index - 1) : null);
    setIssues([]);
  };
  /** Swaps neighbours (the list's up and down buttons); the selection follows its area. */
  const move = (from: number, to: number) => {
    const next = [...areas];
    moveItem(next, from, to);
    setAreas(next);
    if (selected === from) setSelected(to);
    else if (selected === to) setSelected(from);
    setIssues([]);
  };
  const newCircle = () =>
    add(
      createArea(areas, {
        type: "radius",
        center: viewCentre.current,
        radiusMiles: NEW_CIRCLE_MILES,
      }),
    );

  const submit = async () => {
    setConflict(false);
    const next = { ...config, offering: draft };
    const checked = parseBusinessConfig(next);
    if (!checked.ok) {
      setIssues(checked.issues);
      return;
    }
    setSaving(true);
    const outcome = await save(checked.config).finally(() => setSaving(false));
    if (outcome.status === "invalid") setIssues(outcome.issues);
    if (outcome.status === "stale") setConflict(true);
  };

  const area = selected === null ? undefined : areas[selected];
  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground">
          An address belongs to the first area, in this order, that holds it.
        </p>
        <Button onClick={() => void submit()} loading={saving} disabled={!changed}>
          <Save aria-hidden className="size-4" />
          Save areas
        </Button>
      </div>
      {conflict && <ConflictNotice onDismiss={() => setConflict(false)} />}
      {examples > 0 && (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-md bg-warning-soft p-3 text-sm text-warning-soft-foreground">
          <p>
            {examples === 1 ? "One area is an example" : `${examples} areas are examples`} from your
            trade's template, drawn around where you work. Customers are not offered an example
            until you keep it (then save), or replace it with your own.
          </p>
          <Button variant="secondary" size="sm" onClick={() => setAreas(areas.map(keepExample))}>
            Keep all examples
          </Button>
        </div>
      )}
      {other.length > 0 && (
        <ul
          role="alert"
          className="grid gap-1 rounded-md bg-danger-soft p-3 text-sm text-danger-soft-foreground"
        >
          {other.map((issue) => (
            <li key={`${issue.path}:${issue.message}`}>
              {issue.path} {issue.message}
            </li>
          ))}
        </ul>
      )}
      <div className="grid gap-6 lg:grid-cols-[22rem_1fr]">
        <div className="grid content-start gap-4">
          <AreaList
            areas={areas}
            selected={selected}
            withIssues={new Set(byArea.keys())}
            onSelect={(index) => {
              setDrawing(false);
              setSelected(index);
            }}
            onMove={move}
          />
          <div className="flex flex-wrap gap-2">
            <Button
              variant="secondary"
              size="sm"
              aria-pressed={drawing}
              onClick={() => setDrawing(!drawing)}
            >
              {drawing ? (
                <CircleSlash aria-hidden className="size-4" />
              ) : (
                <PenLine aria-hidden className="size-4" />
              )}
              {drawing ? "Stop drawing" : "Draw a polygon"}
            </Button>
            <Button
              variant="secondary"
              size="sm"
              onClick={() => add(createArea(areas, { type: "zip_codes", zipCodes: [] }))}
            >
              Add a ZIP list
            </Button>
            <Button variant="secondary" size="sm" onClick={newCircle}>
              <MapPin aria-hidden className="size-4" />
              Add a circle
            </Button>
          </div>
          {drawing && (
            <p role="status" className="text-sm">
              Click the map to place each corner; click the first corner (or press Enter) to finish,
              Escape to start over.
            </p>
          )}
          {area && selected !== null && (
            <section
              aria-label={`Area ${area.name}`}
              className="rounded-md border border-border p-4"
            >
              <AreaForm
                key={selected}
                area={area}
                options={offering.options}
                issues={byArea.get(selected) ?? []}
                onChange={(next) => replace(selected, next)}
                onKeep={() => replace(selected, keepExample(area))}
                onDelete={() => remove(selected)}
              />
            </section>
          )}
        </div>
        <div className="grid content-start gap-4">
          <AreaMap
            areas={areas}
            selected={selected}
            drawing={drawing}
            tiles={map}
            zipCentres={zipCentres}
            onSelect={setSelected}
            onPolygonDrawn={(geometry) => add(createArea(areas, { type: "geojson", geometry }))}
            onShapeChanged={changeShape}
            onTilesUnavailable={() => setTilesUnavailable(true)}
            onViewCentred={(centre) => {
              viewCentre.current = centre;
            }}
          />
          {tilesUnavailable && (
            <p className="text-sm text-muted-foreground">
              The map's streets could not be loaded; the areas are drawn over state and county
              outlines instead.
            </p>
          )}
          <div className="grid gap-6 md:grid-cols-2">
            <GeoJsonImport
              onImport={({ geometry, name }) =>
                add(createArea(areas, { type: "geojson", geometry }, name))
              }
            />
            <AddressTester offering={draft} />
          </div>
        </div>
      </div>
    </div>
  );
}
