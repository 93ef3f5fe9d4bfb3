import { Check, MapPin } from "lucide-react";
import { BookDemoLink } from "../components/book-demo-link";
import { StartFreeLink } from "../components/start-free-link";
import { TryQuoteLink } from "../components/try-quote-link";
import { HOME_HERO } from "../content/home-content";

/** An illustration of the customer's view, in plain markup so it paints with the page. */
function QuotePreview() {
  const lines = [
    ["4-Car Driveway, season contract", "$219.00"],
    ["Early-bird discount", "−$60.00"],
    ["Bump-out Extension", "$75.00"],
  ];
  return (
    <figure className="rounded-xl border border-border bg-card p-5 shadow-xl sm:p-6">
      <figcaption className="text-sm font-medium text-muted-foreground">
        What your customer sees
      </figcaption>
      <p className="mt-4 flex items-center gap-2 rounded-md bg-success-soft px-3 py-2 text-sm font-medium text-success-soft-foreground">
        <MapPin aria-hidden className="size-4" />
        12 Elm Street is in your service area
      </p>
      <dl className="mt-4 grid gap-2 text-sm">
        {lines.map(([label, amount]) => (
          <div key={label} className="flex justify-between gap-4">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="font-medium tabular-nums">{amount}</dd>
          </div>
        ))}
        <div className="mt-2 flex justify-between gap-4 border-t border-border pt-3 text-base">
          <dt className="font-semibold">Total with fee and tax</dt>
          <dd className="font-semibold tabular-nums">$264.49</dd>
        </div>
      </dl>
      <p className="mt-5 flex min-h-11 items-center justify-center gap-2 rounded-md bg-primary px-4 font-medium text-primary-foreground">
        <Check aria-hidden className="size-4" /> Paid in 28 seconds
      </p>
    </figure>
  );
}

export function HeroSection() {
  return (
    <section aria-labelledby="hero-title" className="bg-gradient-to-b from-card to-background">
      <div className="mx-auto grid max-w-page items-center gap-12 px-4 py-14 sm:px-6 sm:py-20 lg:grid-cols-[1.15fr_1fr]">
        <div>
          <p className="text-sm font-semibold tracking-wide text-primary uppercase">
            {HOME_HERO.eyebrow}
          </p>
          <h1
            id="hero-title"
            className="mt-3 text-4xl font-bold tracking-tight text-balance sm:text-5xl lg:text-6xl"
          >
            {HOME_HERO.h1}
          </h1>
          <p className="mt-6 max-w-xl text-lg text-muted-foreground sm:text-xl">
            {HOME_HERO.subtitle}
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <StartFreeLink />
            <BookDemoLink onHome variant="secondary" />
            <TryQuoteLink variant="ghost" />
          </div>
          <ul className="mt-8 flex flex-wrap gap-x-6 gap-y-2 text-sm text-muted-foreground">
            {HOME_HERO.assurances.map((item) => (
              <li key={item} className="flex items-center gap-2">
                <Check aria-hidden className="size-4 text-success" />
                {item}
              </li>
            ))}
          </ul>
        </div>
        <QuotePreview />
      </div>
    </section>
  );
}
