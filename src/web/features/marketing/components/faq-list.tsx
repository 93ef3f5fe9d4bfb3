import { ChevronDown } from "lucide-react";
import type { FaqItem } from "../content/types";

/** Questions as disclosure widgets: keyboard and screen-reader friendly without script. */
export function FaqList({ items }: { items: readonly FaqItem[] }) {
  return (
    <div className="divide-y divide-border rounded-lg border border-border bg-card">
      {items.map((item) => (
        <details key={item.question} className="group px-5 sm:px-6">
          <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 py-4 font-medium [&::-webkit-details-marker]:hidden">
            <h3 className="text-base">{item.question}</h3>
            <ChevronDown
              aria-hidden
              className="size-5 shrink-0 text-muted-foreground transition-transform group-open:rotate-180"
            />
          </summary>
          <p className="pb-5 text-muted-foreground">{item.answer}</p>
        </details>
      ))}
    </div>
  );
}
