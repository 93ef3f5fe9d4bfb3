import { ExternalLink } from "lucide-react";
import { ROUTES } from "@/shared/routes";
import { type ButtonVariant, buttonClasses } from "@/web/components/ui/button";

/** Opens the live quote demo in a new tab, and says so to screen readers. */
export function TryQuoteLink({
  variant = "secondary",
  className,
}: {
  variant?: ButtonVariant;
  className?: string;
}) {
  return (
    <a
      href={ROUTES.quote}
      target="_blank"
      rel="noopener"
      className={buttonClasses({ variant, size: "lg", className })}
    >
      Try the quote
      <ExternalLink aria-hidden className="size-4" />
      <span className="sr-only">(opens in a new tab)</span>
    </a>
  );
}
