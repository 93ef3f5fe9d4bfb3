import { Clock, ShieldCheck } from "lucide-react";
import { SectionHeading } from "../components/section-heading";
import { ContactForm } from "./contact-form";

export function ContactSection() {
  return (
    <section
      id="contact"
      aria-labelledby="contact-title"
      className="render-when-near scroll-mt-20 bg-card py-20"
    >
      <div className="mx-auto grid max-w-page gap-12 px-4 sm:px-6 lg:grid-cols-2">
        <div>
          <SectionHeading
            id="contact-title"
            eyebrow="Book a demo"
            title="See Quotewise with your own prices"
            align="left"
          >
            <p>
              Tell us what you sell and where. We will set up a live quote with your prices and
              service areas and walk you through it in a 20-minute call.
            </p>
          </SectionHeading>
          <ul className="mt-8 grid gap-4 text-muted-foreground">
            <li className="flex gap-3">
              <Clock aria-hidden className="mt-0.5 size-5 shrink-0 text-primary" />
              We reply within 2 hours on business days.
            </li>
            <li className="flex gap-3">
              <ShieldCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-primary" />
              Free to start, free migration from your current tool, no monthly fee.
            </li>
          </ul>
        </div>
        <div className="rounded-lg border border-border bg-background p-5 sm:p-8">
          <ContactForm />
        </div>
      </div>
    </section>
  );
}
