import { ArrowDown, ArrowUp, Plus, Trash2 } from "lucide-react";
import { Button } from "@/web/components/ui/button";

/** Adds a row to a list of settings ("Add a paragraph"). */
export function AddButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <div>
      <Button variant="secondary" size="sm" onClick={onClick}>
        <Plus aria-hidden className="size-4" />
        {label}
      </Button>
    </div>
  );
}

/** Removes one row; its label names the row ("Remove paragraph 2 of section 1"). */
export function RemoveButton({
  label,
  onClick,
  disabled,
}: {
  label: string;
  onClick: () => void;
  disabled?: boolean;
}) {
  return (
    <Button
      variant="ghost"
      size="sm"
      aria-label={label}
      title={label}
      onClick={onClick}
      disabled={disabled}
    >
      <Trash2 aria-hidden className="size-4" />
    </Button>
  );
}

/** Moves one row up or down a list; the ends of the list disable their direction. */
export function MoveButtons({
  name,
  index,
  count,
  onMove,
}: {
  /** The row, in the buttons' labels: "Move 2-Car up". */
  name: string;
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
}) {
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        aria-label={`Move ${name} up`}
        title={`Move ${name} up`}
        disabled={index === 0}
        onClick={() => onMove(index, index - 1)}
      >
        <ArrowUp aria-hidden className="size-4" />
      </Button>
      <Button
        variant="ghost"
        size="sm"
        aria-label={`Move ${name} down`}
        title={`Move ${name} down`}
        disabled={index === count - 1}
        onClick={() => onMove(index, index + 1)}
      >
        <ArrowDown aria-hidden className="size-4" />
      </Button>
    </>
  );
}

/** `list` with the item at `from` moved to `to`, in place. */
export function moveItem<T>(list: T[], from: number, to: number): void {
  const [item] = list.splice(from, 1);
  if (item !== undefined) list.splice(to, 0, item);
}
