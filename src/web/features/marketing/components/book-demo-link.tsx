import { type ButtonSize, type ButtonVariant, buttonClasses } from "@/web/components/ui/button";

/** The contact form on the home page: "#contact" there, "/#contact" from other pages. */
export function BookDemoLink({
  onHome,
  size = "lg",
  variant = "primary",
  className,
  label = "Book a demo",
  onClick,
}: {
  onHome: boolean;
  size?: ButtonSize;
  variant?: ButtonVariant;
  className?: string;
  label?: string;
  onClick?: () => void;
}) {
  return (
    <a
      href={onHome ? "#contact" : "/#contact"}
      className={buttonClasses({ variant, size, className })}
      onClick={onClick}
    >
      {label}
    </a>
  );
}
