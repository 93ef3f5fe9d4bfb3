import { MapPinOff } from "lucide-react";
import { Button } from "@/web/components/ui/button";
import { StepHeading } from "@/web/components/wizard/step-heading";

/** The embed's answer for an address outside the area, with the server's own message. */
export function ServiceAreaNotice({
  message,
  onRequestCustomQuote,
  onTryAgain,
}: {
  message: string;
  onRequestCustomQuote: () => void;
  onTryAgain: () => void;
}) {
  return (
    <div>
      <div className="flex items-center gap-3">
        <span
          aria-hidden
          className="flex size-10 shrink-0 items-center justify-center rounded-full bg-warning-soft text-warning-soft-foreground"
        >
          <MapPinOff className="size-5" />
        </span>
        <StepHeading>Service Area Notice</StepHeading>
      </div>
      <p className="mt-3 text-muted-foreground" data-testid="service-area-message">
        {message}
      </p>
      <div className="mt-5 grid gap-3">
        <Button onClick={onRequestCustomQuote}>Request Custom Quote</Button>
        <Button variant="secondary" onClick={onTryAgain}>
          Try Different Address
        </Button>
      </div>
    </div>
  );
}
