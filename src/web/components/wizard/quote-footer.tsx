import { telHref } from "@/shared/phone";
import { ROUTES } from "@/shared/routes";
import { cn } from "@/web/components/ui/cn";
import { businessPage } from "@/web/lib/business-scope";

/**
 * The quote footer (docs/product/quote-journey.md#footer); inside the embed every link opens a new
 * tab instead of replacing the widget.
 */
export function QuoteFooter({
  businessName,
  phone,
  compact = false,
  className,
}: {
  businessName: string;
  /** Without one (a business just signed up) the footer offers no number to call. */
  phone: string | undefined;
  /** The embed's one-block footer; its links open a new tab. */
  compact?: boolean;
  className?: string;
}) {
  const target = compact ? { target: "_blank", rel: "noopener" } : {};
  const link = "underline underline-offset-2 hover:text-foreground";
  const owner = businessName.replace(/\.$/, "");
  return (
    <footer
      className={cn(
        "text-sm text-muted-foreground",
        compact && "flex flex-wrap gap-x-3 gap-y-0.5 text-xs",
        className,
      )}
    >
      <ul className={cn("flex flex-wrap gap-y-1", compact ? "gap-x-3" : "gap-x-4")}>
        <li>
          <a href={businessPage(ROUTES.terms)} className={link} {...target}>
            Service Terms
          </a>
        </li>
        <li>
          <a href={ROUTES.privacyPolicy} className={link} {...target}>
            Privacy Policy
          </a>
        </li>
        <li>
          {compact || phone === undefined ? (
            "Contact Us"
          ) : (
            <>
              Contact Us:{" "}
              <a href={telHref(phone)} className={link}>
                {phone}
              </a>
            </>
          )}
        </li>
      </ul>
      <p className={cn(!compact && "mt-2")}>
        © {new Date().getFullYear()} {owner}.{compact ? "" : " All rights reserved."}{" "}
        <span className="whitespace-nowrap">
          Powered by{" "}
          <a href={ROUTES.home} className={link} target="_blank" rel="noopener">
            Quotewise
          </a>
        </span>
      </p>
    </footer>
  );
}
