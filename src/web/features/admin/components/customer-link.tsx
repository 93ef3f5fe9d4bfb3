import { useId } from "react";
import { Button } from "@/web/components/ui/button";
import { cn } from "@/web/components/ui/cn";
import { fieldClasses } from "@/web/components/ui/input";
import { formatAdminDate } from "@/web/lib/order-text";
import { copyText } from "../copy-text";

/**
 * A link the business may send its customer by hand (docs/product/custom-quotes.md#the-link):
 * shown whole, with a Copy button, and whether the customer has opened it yet.
 */
export function CustomerLink({
  label,
  url,
  openedAt,
  timeZone,
}: {
  label: string;
  url: string;
  openedAt: string | null;
  timeZone: string;
}) {
  const id = useId();
  return (
    <div className="mt-2 grid gap-1">
      <label htmlFor={id} className="font-medium">
        {label}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          readOnly
          value={url}
          onFocus={(event) => event.currentTarget.select()}
          className={cn(fieldClasses, "min-h-9 min-w-0 flex-1 text-sm")}
        />
        <Button variant="secondary" size="sm" onClick={() => void copyText(url)}>
          Copy<span className="sr-only"> {label.toLowerCase()}</span>
        </Button>
      </div>
      <p className="text-muted-foreground">
        {openedAt
          ? `Opened by the customer ${formatAdminDate(openedAt, timeZone)}.`
          : "Not opened yet."}
      </p>
    </div>
  );
}
