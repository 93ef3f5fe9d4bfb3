import type { ReactNode } from "react";
import { cn } from "@/web/components/ui/cn";

/**
 * A table on a wide screen that becomes a list of cards under 768 px (docs/product/plans.md
 * #the-owners-view): each cell then shows its column's name above its value; the header row is
 * kept for assistive technology.
 */
export function CardTable({ headers, children }: { headers: string[]; children: ReactNode }) {
  return (
    <table className="block w-full text-left text-sm md:table md:rounded-lg md:border md:border-border md:bg-card">
      <thead className="sr-only bg-muted text-muted-foreground md:not-sr-only md:table-header-group">
        <tr>
          {headers.map((header) => (
            <th key={header} scope="col" className="px-3 py-3 font-medium whitespace-nowrap">
              {header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="grid gap-3 md:table-row-group">{children}</tbody>
    </table>
  );
}

/** A row; as a card its cells stand in one column, or two side by side when they are short. */
export function CardRow({ children, short = false }: { children: ReactNode; short?: boolean }) {
  return (
    <tr
      className={cn(
        "grid gap-2 rounded-lg border border-border bg-card p-4 sm:grid-cols-2 md:table-row md:rounded-none md:border-0 md:border-t md:p-0",
        short && "grid-cols-2",
      )}
    >
      {children}
    </tr>
  );
}

export function CardCell({ label, children }: { label: string; children: ReactNode }) {
  return (
    <td className="block min-w-0 align-top md:table-cell md:px-3 md:py-3">
      <span className="block text-xs font-medium text-muted-foreground md:hidden">{label}</span>
      {children}
    </td>
  );
}
