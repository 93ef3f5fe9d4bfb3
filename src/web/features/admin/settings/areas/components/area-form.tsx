import { Trash2 } from "lucide-react";
import { formatCents } from "@/shared/money";
import type { OfferingArea, OfferingOption } from "@/shared/offering";
import { Button } from "@/web/components/ui/button";
import { TextField } from "@/web/components/ui/text-field";
import { AREA_KIND_LABELS, type AreaIssue } from "../area-draft";
import { RadiusFields } from "./radius-fields";
import { ZipListField } from "./zip-list-field";

/** The fields that show their own problems; the form lists the rest. */
const FIELD_PATHS = [
  "name",
  "shape.zipCodes",
  "shape.center.lat",
  "shape.center.lng",
  "shape.radiusMiles",
];

/** `shape.zipCodes[2]` is under `shape.zipCodes`. */
function isUnder(issuePath: string, path: string): boolean {
  return issuePath === path || issuePath.startsWith(`${path}[`);
}

/** The selected area: its name, its shape's own fields, its prices (read here), the server's word. */
export function AreaForm({
  area,
  options,
  issues,
  onChange,
  onKeep,
  onDelete,
}: {
  area: OfferingArea;
  options: readonly OfferingOption[];
  issues: readonly AreaIssue[];
  onChange: (area: OfferingArea) => void;
  /** Keeps a template's example as the owner's own area. */
  onKeep: () => void;
  onDelete: () => void;
}) {
  const { shape } = area;
  const errorOf = (path: string) => issues.find((issue) => isUnder(issue.path, path))?.message;
  const otherIssues = issues.filter(
    (issue) => !FIELD_PATHS.some((path) => isUnder(issue.path, path)),
  );
  return (
    <div className="grid gap-4">
      {area.example && (
        <div className="grid justify-items-start gap-2 rounded-md bg-warning-soft p-3 text-sm text-warning-soft-foreground">
          <p>
            <span className="font-medium">Example area.</span> Customers are not offered it until
            you keep it or replace it with your own.
          </p>
          <Button variant="secondary" size="sm" onClick={onKeep}>
            Keep this area
          </Button>
        </div>
      )}
      <TextField
        id="area-name"
        label="Area name"
        value={area.name}
        error={errorOf("name")}
        onChange={(event) => onChange({ ...area, name: event.target.value })}
      />
      <p className="text-sm">
        <span className="font-medium">Kind:</span> {AREA_KIND_LABELS[shape.type]}
      </p>
      {shape.type === "geojson" && (
        <p className="text-sm text-muted-foreground">
          On the map, drag a corner to move it, drag a midpoint to add a corner, right-click a
          corner to remove it. To replace the outline, delete this area and draw or import another.
        </p>
      )}
      {shape.type === "zip_codes" && (
        <ZipListField
          id="area-zip-codes"
          zipCodes={shape.zipCodes}
          serverError={errorOf("shape.zipCodes")}
          onChange={(zipCodes) => onChange({ ...area, shape: { ...shape, zipCodes } })}
        />
      )}
      {shape.type === "radius" && (
        <RadiusFields
          id="area-radius"
          shape={shape}
          errorOf={errorOf}
          onChange={(next) => onChange({ ...area, shape: next })}
        />
      )}
      <AreaPrices area={area} options={options} />
      {otherIssues.length > 0 && (
        <ul className="grid gap-1 text-sm text-danger">
          {otherIssues.map((issue) => (
            <li key={`${issue.path}:${issue.message}`}>
              {issue.path ? `${issue.path} ` : ""}
              {issue.message}
            </li>
          ))}
        </ul>
      )}
      <div>
        <Button variant="secondary" size="sm" onClick={onDelete}>
          <Trash2 aria-hidden className="size-4" />
          Delete this area
        </Button>
      </div>
    </div>
  );
}

/** The area's row of the price matrix, as the price settings set it. */
function AreaPrices({ area, options }: { area: OfferingArea; options: readonly OfferingOption[] }) {
  const priced = options.filter((option) => Object.hasOwn(area.prices, option.code));
  return (
    <div className="text-sm">
      <p className="font-medium">Prices here</p>
      {priced.length === 0 ? (
        <p className="text-muted-foreground">None yet: set them in the price matrix.</p>
      ) : (
        <ul className="text-muted-foreground">
          {priced.map((option) => (
            <li key={option.code}>
              {option.label}: {formatCents(area.prices[option.code]!)}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
