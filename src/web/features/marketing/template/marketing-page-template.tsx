import { ArrowRight, Check, Star } from "lucide-react";
import { useEffect, useMemo } from "react";
import { Link } from "wouter";
import { HydrateLater } from "@/web/lib/hydrate-later";
import type { PageMeta } from "@/web/seo/page-meta";
import { faqPageData, organizationData, softwareApplicationData } from "@/web/seo/structured-data";
import { usePageMeta } from "@/web/seo/use-page-meta";
import { BookDemoLink } from "../components/book-demo-link";
import { FaqList } from "../components/faq-list";
import { FeatureCards } from "../components/feature-cards";
import { MarketingLayout } from "../components/marketing-layout";
import { SectionHeading } from "../components/section-heading";
import { StartFreeLink } from "../components/start-free-link";
import { StatisticCards } from "../components/statistic-cards";
import { TryQuoteLink } from "../components/try-quote-link";
import type { MarketingPageRecord } from "../content/types";

const VISIBLE_BENEFITS = 4;
const STARS = [1, 2, 3, 4, 5] as const;

function pageMeta(record: MarketingPageRecord): PageMeta {
  return {
    title: record.title,
    description: record.description,
    canonicalPath: record.path,
    keywords: record.keywords,
    structuredData: [organizationData(), softwareApplicationData(), faqPageData(record.faq)],
  };
}

/** The h1 with its highlighted words in the accent colour. */
function Heading({
  id,
  text,
  highlight,
}: {
  id: string;
  text: string;
  highlight: readonly string[];
}) {
  const marked = new Set(highlight);
  // Runs of consecutive words that share a style: "Instant quotes for" + "HVAC" + ...
  const runs: { text: string; marked: boolean }[] = [];
  for (const word of text.split(" ")) {
    const last = runs.at(-1);
    if (last && last.marked === marked.has(word)) last.text += ` ${word}`;
    else runs.push({ text: runs.length ? ` ${word}` : word, marked: marked.has(word) });
  }
  return (
    <h1 id={id} className="text-4xl font-bold tracking-tight text-balance sm:text-5xl">
      {runs.map((run) =>
        run.marked ? (
          <span key={run.text} className="text-primary">
            {run.text}
          </span>
        ) : (
          run.text
        ),
      )}
    </h1>
  );
}

/**
 * The generic marketing page: one typed record per page fills it
 * (docs/product/marketing-site.md#page-template).
 */
export function MarketingPageTemplate({ record }: { record: MarketingPageRecord }) {
  const meta = useMemo(() => pageMeta(record), [record]);
  usePageMeta(meta);

  useEffect(() => {
    if (!window.location.hash) window.scrollTo(0, 0);
  }, []);

  return (
    <MarketingLayout onHome={false}>
      <HydrateLater>
        <section aria-labelledby="page-title" className="bg-gradient-to-b from-card to-background">
          <div className="mx-auto max-w-4xl px-4 py-14 text-center sm:px-6 sm:py-20">
            <Heading id="page-title" text={record.h1} highlight={record.highlightWords} />
            <p className="mx-auto mt-6 max-w-2xl text-lg text-muted-foreground sm:text-xl">
              {record.subtitle}
            </p>
            <ul className="mt-8 flex flex-wrap justify-center gap-2">
              {record.benefits.slice(0, VISIBLE_BENEFITS).map((benefit) => (
                <li
                  key={benefit}
                  className="inline-flex items-center gap-1.5 rounded-full bg-primary-soft px-3 py-1.5 text-sm font-medium text-primary-soft-foreground"
                >
                  <Check aria-hidden className="size-4" />
                  {benefit}
                </li>
              ))}
            </ul>
            <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
              <StartFreeLink />
              <BookDemoLink onHome={false} variant="secondary" />
              <TryQuoteLink variant="ghost" />
            </div>
          </div>
        </section>
      </HydrateLater>

      {record.darkSection && (
        <HydrateLater>
          <section
            aria-labelledby="problem-title"
            className="render-when-near bg-slate-950 py-20 text-white"
          >
            <div className="mx-auto max-w-page px-4 sm:px-6">
              <SectionHeading id="problem-title" title={record.darkSection.title} tone="dark">
                <p>{record.darkSection.content}</p>
              </SectionHeading>
              <StatisticCards
                statistics={record.darkSection.statistics}
                note={record.darkSection.note}
              />
            </div>
          </section>
        </HydrateLater>
      )}

      <HydrateLater>
        <section aria-labelledby="features-title" className="render-when-near py-20">
          <div className="mx-auto max-w-page px-4 sm:px-6">
            <SectionHeading id="features-title" title={record.featuresTitle} />
            <FeatureCards features={record.features} />
          </div>
        </section>
      </HydrateLater>

      {record.story && (
        <HydrateLater>
          <section aria-labelledby="story-title" className="render-when-near bg-card py-20">
            <div className="mx-auto max-w-3xl px-4 sm:px-6">
              <h2 id="story-title" className="text-3xl font-semibold tracking-tight text-balance">
                {record.story.title}
              </h2>
              {record.story.paragraphs.map((paragraph) => (
                <p key={paragraph} className="mt-5 text-lg text-muted-foreground">
                  {paragraph}
                </p>
              ))}
            </div>
          </section>
        </HydrateLater>
      )}

      {record.comparison && (
        <HydrateLater>
          <section aria-labelledby="comparison-title" className="render-when-near py-20">
            <div className="mx-auto max-w-4xl px-4 sm:px-6">
              <h2 id="comparison-title" className="text-3xl font-semibold tracking-tight">
                Quotewise and {record.comparison.competitor} at a glance
              </h2>
              <div className="mt-8 rounded-lg border border-border bg-card">
                <table className="w-full table-fixed text-left text-sm">
                  <caption className="sr-only">
                    How Quotewise and {record.comparison.competitor} differ
                  </caption>
                  <thead className="bg-muted">
                    <tr>
                      <th scope="col" className="w-1/4 p-3 font-semibold sm:p-4">
                        Topic
                      </th>
                      <th scope="col" className="p-3 font-semibold sm:p-4">
                        Quotewise
                      </th>
                      <th scope="col" className="p-3 font-semibold break-words sm:p-4">
                        {record.comparison.competitor}
                      </th>
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-border">
                    {record.comparison.rows.map((row) => (
                      <tr key={row.topic}>
                        <th scope="row" className="p-3 align-top font-medium sm:p-4">
                          {row.topic}
                        </th>
                        <td className="p-3 align-top text-muted-foreground sm:p-4">
                          {row.quotewise}
                        </td>
                        <td className="p-3 align-top text-muted-foreground sm:p-4">
                          {row.competitor}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              <p className="mt-4 text-sm text-muted-foreground">{record.comparison.disclaimer}</p>
            </div>
          </section>
        </HydrateLater>
      )}

      {record.testimonials.length > 0 && (
        <HydrateLater>
          <section aria-labelledby="testimonials-title" className="render-when-near bg-card py-20">
            <div className="mx-auto max-w-page px-4 sm:px-6">
              <SectionHeading id="testimonials-title" title="What customers say" />
              <ul className="mt-12 grid gap-5 md:grid-cols-3">
                {record.testimonials.map((testimonial) => (
                  <li key={testimonial.author} className="rounded-lg border border-border p-6">
                    <p className="flex gap-0.5 text-warning-soft-foreground">
                      <span className="sr-only">{testimonial.rating} out of 5 stars</span>
                      {STARS.slice(0, testimonial.rating).map((star) => (
                        <Star key={star} aria-hidden className="size-4 fill-current" />
                      ))}
                    </p>
                    <blockquote className="mt-3">{testimonial.text}</blockquote>
                    <p className="mt-4 text-sm font-medium">
                      {testimonial.author}, {testimonial.company}
                    </p>
                  </li>
                ))}
              </ul>
            </div>
          </section>
        </HydrateLater>
      )}

      <HydrateLater>
        <section aria-labelledby="faq-title" className="render-when-near py-20">
          <div className="mx-auto max-w-3xl px-4 sm:px-6">
            <SectionHeading id="faq-title" title="Frequently asked questions" />
            <div className="mt-10">
              <FaqList items={record.faq} />
            </div>
          </div>
        </section>
      </HydrateLater>

      <HydrateLater>
        <section aria-labelledby="related-title" className="render-when-near bg-card py-16">
          <div className="mx-auto max-w-page px-4 sm:px-6">
            <h2 id="related-title" className="text-2xl font-semibold tracking-tight">
              Keep reading
            </h2>
            <ul className="mt-6 grid gap-4 md:grid-cols-3">
              {record.relatedPages.map((related) => (
                <li key={related.href}>
                  <Link
                    href={related.href}
                    className="group block h-full rounded-lg border border-border bg-background p-5 hover:border-primary"
                  >
                    <span className="flex items-center justify-between gap-2 font-semibold">
                      {related.title}
                      <ArrowRight
                        aria-hidden
                        className="size-4 shrink-0 text-primary transition-transform group-hover:translate-x-0.5"
                      />
                    </span>
                    <span className="mt-1 block text-sm text-muted-foreground">
                      {related.description}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        </section>
      </HydrateLater>

      <HydrateLater>
        <section
          aria-labelledby="cta-title"
          className="render-when-near bg-primary py-16 text-primary-foreground [&_:focus-visible]:outline-white"
        >
          <div className="mx-auto flex max-w-page flex-col items-center gap-6 px-4 text-center sm:px-6">
            <h2 id="cta-title" className="text-3xl font-semibold tracking-tight text-balance">
              See it with your own prices
            </h2>
            <p className="max-w-xl text-lg text-blue-100">
              Start free and set up your own prices in minutes, or book a 20-minute demo and we will
              set up a live quote with you. No monthly fee.
            </p>
            <div className="flex flex-col gap-3 sm:flex-row">
              <StartFreeLink variant="secondary" />
              <BookDemoLink onHome={false} variant="secondary" />
              <TryQuoteLink variant="secondary" />
            </div>
          </div>
        </section>
      </HydrateLater>
    </MarketingLayout>
  );
}
