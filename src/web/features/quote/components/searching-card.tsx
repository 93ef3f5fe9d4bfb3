import { LoaderCircle } from "lucide-react";
import { StepHeading } from "@/web/components/wizard/step-heading";

export function SearchingCard() {
  return (
    <div role="status" className="flex flex-col items-center py-10 text-center">
      <LoaderCircle aria-hidden className="size-10 text-primary motion-safe:animate-spin" />
      <StepHeading className="mt-5">Checking Service Area</StepHeading>
      <p className="mt-2 max-w-sm text-muted-foreground">
        Validating your address and checking if we service your area...
      </p>
    </div>
  );
}
