import { SectionHeading } from "../components/section-heading";
import { StatisticCards } from "../components/statistic-cards";
import { LEAD_LOSS } from "../content/home-content";

export function LeadLossSection() {
  return (
    <section
      aria-labelledby="lead-loss-title"
      className="render-when-near bg-slate-950 py-20 text-white"
    >
      <div className="mx-auto max-w-page px-4 sm:px-6">
        <SectionHeading
          id="lead-loss-title"
          eyebrow={LEAD_LOSS.eyebrow}
          title={LEAD_LOSS.title}
          tone="dark"
        >
          <p>
            Homeowners ask several companies at once and book whoever answers first with a clear
            price. Every callback, site visit and emailed estimate gives a faster competitor time to
            win the job.
          </p>
        </SectionHeading>
        <StatisticCards statistics={LEAD_LOSS.statistics} note={LEAD_LOSS.note} />
      </div>
    </section>
  );
}
