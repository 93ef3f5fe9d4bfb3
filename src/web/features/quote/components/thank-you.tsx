import { CircleCheck } from "lucide-react";
import { Button } from "@/web/components/ui/button";
import { StepHeading } from "./step-heading";

const NEXT_STEPS = [
  { title: "Personal Contact", text: "We'll reach out by the next business day." },
  { title: "Custom Quote", text: "You'll get personalised pricing within 48 hours." },
];

const SOCIAL_LABELS = ["Website", "Facebook", "Instagram"];

export function ThankYou({
  customerName,
  onRestart,
}: {
  customerName: string | null;
  onRestart: () => void;
}) {
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
      <p className="mt-6 text-sm text-muted-foreground">Follow us</p>
      <ul className="mt-1 flex justify-center gap-4 text-sm font-medium">
        {SOCIAL_LABELS.map((label) => (
          <li key={label}>{label}</li>
        ))}
      </ul>
      <Button className="mt-6" onClick={onRestart}>
        Get Another Quote
      </Button>
    </div>
  );
}
