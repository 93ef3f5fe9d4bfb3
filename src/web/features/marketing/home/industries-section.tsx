import { ArrowRight } from "lucide-react";
import { Link } from "wouter";
import { TradeIcon } from "../components/feature-icon";
import { SectionHeading } from "../components/section-heading";
import { INDUSTRIES } from "../content/home-content";

export function IndustriesSection() {
  return (
    <section
      id="industries"
      aria-labelledby="industries-title"
      className="render-when-near scroll-mt-20 bg-card py-20"
    >
      <div className="mx-auto max-w-page px-4 sm:px-6">
        <SectionHeading
          id="industries-title"
          eyebrow="Industries"
          title="Made for trades with prices you can predict"
        >
          <p>If you can quote a job over the phone, your customers can buy it online.</p>
        </SectionHeading>
        <ul
          aria-label="Industries with instant quotes"
          className="mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
        >
          {INDUSTRIES.flatMap((industry) =>
            industry.href
              ? [
                  <li key={industry.code}>
                    <Link
                      href={industry.href}
                      className="group block h-full rounded-lg border border-border bg-background p-5 hover:border-primary"
                    >
                      <TradeIcon name={industry.icon} />
                      <span className="mt-3 block font-semibold">{industry.name}</span>
                      <span className="mt-1 block text-sm text-muted-foreground">
                        {industry.pricedBy}
                      </span>
                      <span className="mt-3 inline-flex items-center gap-1 text-sm font-medium text-primary">
                        {industry.name} quotes
                        <ArrowRight
                          aria-hidden
                          className="size-4 transition-transform group-hover:translate-x-0.5"
                        />
                      </span>
                    </Link>
                  </li>,
                ]
              : [],
          )}
        </ul>
        <h3 className="mt-10 font-semibold">It fits other trades too</h3>
        <ul
          aria-label="Other trades it fits"
          className="mt-4 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2 lg:grid-cols-4"
        >
          {INDUSTRIES.flatMap((industry) =>
            industry.href
              ? []
              : [
                  <li key={industry.code} className="flex items-start gap-3">
                    <TradeIcon name={industry.icon} className="size-8 shrink-0" />
                    <span>
                      <span className="block font-medium">{industry.name}</span>
                      <span className="block text-muted-foreground">{industry.pricedBy}</span>
                    </span>
                  </li>,
                ],
          )}
        </ul>
      </div>
    </section>
  );
}
