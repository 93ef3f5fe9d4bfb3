import { FeatureCards } from "../components/feature-cards";
import { SectionHeading } from "../components/section-heading";
import { HOME_FEATURES } from "../content/home-content";

export function FeaturesSection() {
  return (
    <section
      id="features"
      aria-labelledby="features-title"
      className="render-when-near scroll-mt-20 py-20"
    >
      <div className="mx-auto max-w-page px-4 sm:px-6">
        <SectionHeading
          id="features-title"
          eyebrow="Features"
          title="From first question to paid order, on autopilot"
        >
          <p>Six pieces that replace the phone tag, the spreadsheet and the invoice chase.</p>
        </SectionHeading>
        <FeatureCards features={HOME_FEATURES} />
      </div>
    </section>
  );
}
