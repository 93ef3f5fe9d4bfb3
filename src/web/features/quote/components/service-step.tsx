import { MapPin } from "lucide-react";
import type { BusinessConfigResponse, PublicService } from "@/shared/api/quote-contract";
import { Badge } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { OfferingIcon } from "@/web/components/wizard/offering-icon";
import { StepActions } from "@/web/components/wizard/step-actions";
import { StepHeading } from "@/web/components/wizard/step-heading";
import { ChoiceCards } from "./choice-cards";

type ServiceStepTexts = NonNullable<NonNullable<BusinessConfigResponse["services"]>["step"]>;

const capitalise = (words: string) => words.charAt(0).toUpperCase() + words.slice(1);

/**
 * The choice of service, for a business selling several (docs/product/quote-journey.md#services):
 * one card per service with its icon, name and headline, in the business's words.
 */
export function ServiceStep({
  texts,
  services,
  area,
  cityNote,
  selected,
  onSelect,
  onContinue,
  onBack,
  compact,
}: {
  texts: ServiceStepTexts;
  services: readonly PublicService[];
  area: string;
  cityNote?: string | undefined;
  selected: string | null;
  onSelect: (service: PublicService) => void;
  onContinue: () => void;
  onBack: () => void;
  compact: boolean;
}) {
  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <StepHeading>{texts.title}</StepHeading>
        <Badge variant="success" data-testid="service-area-badge">
          <MapPin aria-hidden className="size-3.5" />
          Service area confirmed: {area}
        </Badge>
      </div>
      {cityNote && (
        <p className="mt-2 text-sm text-muted-foreground" data-testid="city-note">
          {cityNote}
        </p>
      )}
      {texts.subtitle && <p className="mt-1 text-muted-foreground">{texts.subtitle}</p>}
      <ChoiceCards
        name="service"
        legend={texts.title}
        compact={compact}
        selected={selected}
        onSelect={(code) => onSelect(services.find((service) => service.code === code)!)}
        choices={services.map((service) => ({
          code: service.code,
          label: capitalise(service.name),
          details: service.texts.headline,
          icon: (
            <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary-soft-foreground">
              <OfferingIcon name={service.icon} className="size-5" />
            </span>
          ),
        }))}
      />
      <StepActions compact={compact} className={compact ? undefined : "mt-6"}>
        <Button variant="secondary" onClick={onBack}>
          Back
        </Button>
        <Button className="flex-1 sm:flex-none" disabled={!selected} onClick={onContinue}>
          Continue
        </Button>
      </StepActions>
    </div>
  );
}
