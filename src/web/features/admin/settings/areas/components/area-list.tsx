import { CircleAlert } from "lucide-react";
import type { OfferingArea } from "@/shared/offering";
import { cn } from "@/web/components/ui/cn";
import { MoveButtons } from "../../form/list-buttons";
import { AREA_KIND_LABELS } from "../area-draft";

/**
 * The areas in the order they are tried (the first that holds an address wins), to reorder; one
 * selected.
 */
export function AreaList({
  areas,
  selected,
  withIssues,
  onSelect,
  onMove,
}: {
  areas: readonly OfferingArea[];
  selected: number | null;
  withIssues: ReadonlySet<number>;
  onSelect: (index: number) => void;
  onMove: (from: number, to: number) => void;
}) {
  if (areas.length === 0) {
    return <p className="text-sm text-muted-foreground">No areas yet: add one below.</p>;
  }
  return (
    <ol aria-label="Service areas" className="grid gap-1">
      {areas.map((area, index) => (
        // Names may repeat while being edited; the position is the area's identity here.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <li key={index} className="flex items-center gap-1">
          <button
            type="button"
            aria-current={index === selected ? "true" : undefined}
            onClick={() => onSelect(index)}
            className={cn(
              "flex min-h-11 min-w-0 flex-1 items-center justify-between gap-3 rounded-md border px-3 py-2 text-left",
              index === selected
                ? "border-primary bg-primary-soft text-primary-soft-foreground"
                : "border-border bg-card hover:bg-muted",
            )}
          >
            <span className="min-w-0">
              <span className="block truncate font-medium">{area.name || "(no name)"}</span>
              <span className="block text-sm text-muted-foreground">
                {AREA_KIND_LABELS[area.shape.type]}
                {area.example && " · Example, not offered yet"}
              </span>
            </span>
            {withIssues.has(index) && (
              <span className="flex shrink-0 items-center gap-1 text-sm text-danger">
                <CircleAlert aria-hidden className="size-4" />
                Needs a fix
              </span>
            )}
          </button>
          <MoveButtons
            name={area.name || `area ${index + 1}`}
            index={index}
            count={areas.length}
            onMove={onMove}
          />
        </li>
      ))}
    </ol>
  );
}
