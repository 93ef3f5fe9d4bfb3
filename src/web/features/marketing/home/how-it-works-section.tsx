import { SectionHeading } from "../components/section-heading";
import { HOW_IT_WORKS } from "../content/home-content";

export function HowItWorksSection() {
  return (
    <section
      id="how-it-works"
      aria-labelledby="how-it-works-title"
      className="render-when-near scroll-mt-20 py-20"
    >
      <div className="mx-auto max-w-page px-4 sm:px-6">
        <SectionHeading
          id="how-it-works-title"
          eyebrow="How it works"
          title="Live in days, not months"
        />
        <ol className="mt-12 grid gap-5 md:grid-cols-4">
          {HOW_IT_WORKS.map((step, index) => (
            <li key={step.title} className="rounded-lg border border-border bg-card p-6">
              <span
                aria-hidden
                className="inline-flex size-10 items-center justify-center rounded-full bg-primary font-semibold text-primary-foreground"
              >
                {index + 1}
              </span>
              <h3 className="mt-4 text-lg font-semibold">{step.title}</h3>
              <p className="mt-2 text-muted-foreground">{step.description}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
