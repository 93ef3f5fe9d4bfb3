import { FeatureIcon } from "../components/feature-icon";
import { SectionHeading } from "../components/section-heading";
import { HOME_FEATURES } from "../content/home-content";

export function FeaturesSection() {
  return (
    <section id="features" aria-labelledby="features-title" className="scroll-mt-20 py-20">
      <div className="mx-auto max-w-page px-4 sm:px-6">
        <SectionHeading
          id="features-title"
          eyebrow="Features"
          title="From first question to paid order, on autopilot"
        >
          <p>Six pieces that replace the phone tag, the spreadsheet and the invoice chase.</p>
        </SectionHeading>
        <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {HOME_FEATURES.map((feature) => (
            <li
              key={feature.title}
              className="rounded-lg border border-border bg-card p-6 shadow-sm"
            >
              <FeatureIcon name={feature.icon} />
              <h3 className="mt-4 text-lg font-semibold">{feature.title}</h3>
              <p className="mt-2 text-muted-foreground">{feature.description}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
