import { CircleCheck } from "lucide-react";
import type { BusinessConfigResponse } from "@/shared/api/quote-contract";
import { Button } from "@/web/components/ui/button";
import { StepHeading } from "@/web/components/wizard/step-heading";

/** One promise, the one the heading makes: the next business day. */
const NEXT_STEPS = [
  { title: "Personal Contact", text: "We'll reach out by the next business day." },
  { title: "Custom Quote", text: "We'll send you a personalised price for your property." },
];

type Contact = BusinessConfigResponse["business"]["contact"];

/** The business's website and social pages, only those it set. */
function contactLinks(contact: Contact): { label: string; url: string }[] {
  const website = contact.website ? [{ label: "Website", url: contact.website }] : [];
  return [...website, ...contact.socials];
}

export function ThankYou({
  customerName,
  contact,
  onRestart,
}: {
  customerName: string | null;
  contact: Contact;
  onRestart: () => void;
}) {
  const links = contactLinks(contact);
  return (
    <div className="text-center">
      <CircleCheck aria-hidden className="mx-auto size-12 text-success" />
      <StepHeading className="mt-3">
        {customerName ? `Thank You, ${customerName}!` : "Thank You!"}
      </StepHeading>
      <p className="mx-auto mt-2 max-w-md text-muted-foreground">
        Your custom quote request has been received. We'll get back to you the next business day!
      </p>
      <ol className="mx-auto mt-6 grid max-w-md gap-3 text-left">
        {NEXT_STEPS.map((step, index) => (
          <li key={step.title} className="flex gap-3 rounded-lg border border-border p-3">
            <span
              aria-hidden
              className="flex size-7 shrink-0 items-center justify-center rounded-full bg-primary-soft text-sm font-semibold text-primary-soft-foreground"
            >
              {index + 1}
            </span>
            <span>
              <span className="block font-medium">{step.title}</span>
              <span className="block text-sm text-muted-foreground">{step.text}</span>
            </span>
          </li>
        ))}
      </ol>
      {links.length > 0 && (
        <nav aria-label="Follow us" className="mt-6">
          <p className="text-sm text-muted-foreground">Follow us</p>
          <ul className="mt-1 flex flex-wrap justify-center gap-x-4 text-sm font-medium">
            {links.map((link) => (
              <li key={link.url}>
                <a
                  href={link.url}
                  target="_blank"
                  rel="noreferrer"
                  className="inline-flex min-h-11 items-center underline underline-offset-2"
                >
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <Button className="mt-6" onClick={onRestart}>
        Get Another Quote
      </Button>
    </div>
  );
}
