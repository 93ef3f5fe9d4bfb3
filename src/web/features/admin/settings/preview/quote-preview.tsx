import { type ReactNode, useId, useRef, useState } from "react";
import type { BusinessConfig } from "@/shared/business-config";
import { resolveService } from "@/shared/service-texts";
import { useBrandTheme } from "@/web/components/business/brand";
import { Card } from "@/web/components/ui/card";
import { fieldClasses } from "@/web/components/ui/input";
import { Label } from "@/web/components/ui/label";
import { OptionChoices } from "@/web/components/wizard/option-step";
import { optionJourneyLabels, ProgressBar } from "@/web/components/wizard/progress-bar";
import { QuoteFooter } from "@/web/components/wizard/quote-footer";
import { QuoteHeader } from "@/web/components/wizard/quote-header";
import {
  fillPreviewText,
  previewBrand,
  previewEarlyBird,
  previewOptionPrices,
} from "./describe-preview";
import { useBusinessClock } from "./use-business-clock";

const OPTION_STEP = 2;
const ignore = () => {};

/**
 * The quote page as the business's customers will see it once the draft is saved, drawn by the
 * wizard's own header, progress and option step (docs/product/settings.md#preview): the name,
 * colour and logo, the texts, and each option's price in the area the owner picks; `step` in
 * place of the option step for a service the wizard asks something else first. It is a picture:
 * nothing in it can be focused or pressed.
 */
export function QuotePreview({
  config,
  slug,
  step,
}: {
  config: BusinessConfig;
  slug: string;
  step?: ReactNode;
}) {
  const pageRef = useRef<HTMLDivElement>(null);
  const areaFieldId = useId();
  const areaNames = config.offering.areas.map((area) => area.name);
  const [pickedArea, setPickedArea] = useState(areaNames[0] ?? "");
  const area = areaNames.includes(pickedArea) ? pickedArea : (areaNames[0] ?? "");
  const now = useBusinessClock(slug);
  const brand = previewBrand(config.brand);
  useBrandTheme(brand, pageRef);

  const { offering } = config;
  const service = resolveService(offering.service);
  const fill = (text: string) => fillPreviewText(text, offering);
  const optionTexts = {
    ...service.steps.option,
    title: fill(service.steps.option.title),
    subtitle: service.steps.option.subtitle && fill(service.steps.option.subtitle),
  };

  return (
    <aside
      aria-labelledby={`${areaFieldId}-title`}
      className="grid min-w-0 gap-3 rounded-lg border-2 border-dashed border-input bg-muted p-3 lg:sticky lg:top-4"
    >
      <div>
        <h3 id={`${areaFieldId}-title`} className="text-base font-semibold">
          Preview
        </h3>
        <p className="text-sm text-muted-foreground">
          Your quote page as customers will see it once you save. Changes show here as you type.
        </p>
      </div>
      <div>
        <Label htmlFor={areaFieldId}>Show prices for</Label>
        <select
          id={areaFieldId}
          value={area}
          onChange={(event) => setPickedArea(event.target.value)}
          className={fieldClasses}
        >
          {areaNames.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      </div>
      <div
        ref={pageRef}
        inert
        data-testid="settings-preview"
        className="overflow-hidden rounded-md border border-border bg-background text-foreground"
      >
        <QuoteHeader
          key={brand?.logoUrl}
          businessName={config.name}
          brand={brand}
          icon={service.icon}
          headline={fill(service.headline)}
        />
        <div className="grid gap-4 p-3">
          <ProgressBar labels={optionJourneyLabels(service.steps)} current={OPTION_STEP} />
          <Card className="p-4 sm:p-4">
            {step ?? (
              <OptionChoices
                texts={optionTexts}
                options={offering.options}
                area={area}
                earlyBirdOffered={previewEarlyBird(config, now) !== null}
                selected={null}
                onSelect={ignore}
                onContinue={ignore}
                onBack={ignore}
                previews={previewOptionPrices(config, area, now)}
                compact
              />
            )}
          </Card>
        </div>
        <QuoteFooter
          businessName={config.name}
          phone={config.contact.phone}
          compact
          className="border-t border-border p-3"
        />
      </div>
    </aside>
  );
}
