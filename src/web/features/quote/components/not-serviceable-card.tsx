import { MapPinOff } from "lucide-react";
import { telHref } from "@/shared/phone";
import { Button } from "@/web/components/ui/button";
import { StepHeading } from "@/web/components/wizard/step-heading";
import { formatList } from "@/web/lib/format-display";

/** The full page's answer for an address outside every service area. */
export function NotServiceableCard({
  areas,
  contact,
  onRequestCustomQuote,
  onTryAgain,
}: {
  areas: readonly string[];
  contact: { phone?: string | undefined; email: string };
  onRequestCustomQuote: () => void;
  onTryAgain: () => void;
}) {
  return (
    <div className="text-center">
      <span
        aria-hidden
        className="mx-auto flex size-12 items-center justify-center rounded-full bg-danger-soft text-danger"
      >
        <MapPinOff className="size-6" />
      </span>
      <StepHeading className="mt-4">Sorry, service not available</StepHeading>
      <p className="mx-auto mt-3 max-w-md text-muted-foreground">
        We don't currently serve your area.{areas.length > 0 && ` We serve ${formatList(areas)}.`}
      </p>
      <p className="mx-auto mt-2 max-w-md text-muted-foreground">
        If you think this is an error, or your home is new construction, please contact us: leave
        your details for a custom quote,{" "}
        {contact.phone !== undefined && (
          <>
            call{" "}
            <a href={telHref(contact.phone)} className="font-medium underline">
              {contact.phone}
            </a>{" "}
            or{" "}
          </>
        )}
        email{" "}
        <a href={`mailto:${contact.email}`} className="font-medium underline">
          {contact.email}
        </a>
        .
      </p>
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-center">
        <Button variant="secondary" onClick={onTryAgain}>
          Try Different Address
        </Button>
        <Button onClick={onRequestCustomQuote}>Request Custom Quote</Button>
      </div>
    </div>
  );
}
