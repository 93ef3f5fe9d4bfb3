import { ROUTES } from "@/shared/routes";
import { type ButtonSize, type ButtonVariant, buttonClasses } from "@/web/components/ui/button";

/** Every "Start free" on the marketing site leads to sign-up (docs/product/settings.md#sign-up). */
export function StartFreeLink({
  size = "lg",
  variant = "primary",
  className,
}: {
  size?: ButtonSize;
  variant?: ButtonVariant;
  className?: string;
}) {
  return (
    <a href={ROUTES.signup} className={buttonClasses({ variant, size, className })}>
      Start free
    </a>
  );
}
