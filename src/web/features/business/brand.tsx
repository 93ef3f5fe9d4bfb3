import { type RefObject, useLayoutEffect, useState } from "react";
import type { BusinessConfigResponse } from "@/shared/api/quote-contract";
import { mixHexColors } from "@/shared/color-contrast";
import { cn } from "@/web/components/ui/cn";

type Brand = NonNullable<BusinessConfigResponse["business"]["brand"]>;

/**
 * The theme's primary colours (src/web/styles.css) for a brand colour. The colour itself passed
 * the config's contrast check (4.5:1 under white text); hover is darker, the soft fill lighter,
 * and the text on the soft fill darker still, so both keep AA.
 */
export function brandColorVariables(primaryColor: string): Record<string, string> {
  return {
    "--color-primary": primaryColor,
    "--color-primary-hover": mixHexColors(primaryColor, "#000000", 0.15),
    "--color-ring": primaryColor,
    "--color-primary-soft": mixHexColors(primaryColor, "#ffffff", 0.92),
    "--color-primary-soft-foreground": mixHexColors(primaryColor, "#000000", 0.25),
  };
}

/**
 * Applies the business's colour to the page (docs/product/platform.md#branding): sets the theme's
 * variables on the root element through the CSSOM, which the strict CSP allows (no inline
 * style or script in the HTML), so portals (toasts) follow it too. Given an element, only that
 * element and what it contains take the colour (the settings' preview of the quote page).
 */
export function useBrandTheme(
  brand: Brand | undefined,
  scope?: RefObject<HTMLElement | null>,
): void {
  const color = brand?.primaryColor;
  useLayoutEffect(() => {
    const element = scope ? scope.current : document.documentElement;
    if (!color || !element) return;
    const style = element.style;
    const variables = brandColorVariables(color);
    for (const [name, value] of Object.entries(variables)) style.setProperty(name, value);
    return () => {
      for (const name of Object.keys(variables)) style.removeProperty(name);
    };
  }, [color, scope]);
}

/**
 * The business's logo, its name as the text alternative; its name as text when the logo cannot be
 * loaded (a moved file must not leave a broken image in the header). Nothing when it has no logo.
 */
export function BusinessLogo({
  name,
  brand,
  className,
}: {
  name: string;
  brand: Brand | undefined;
  className?: string;
}) {
  const [failed, setFailed] = useState(false);
  if (!brand?.logoUrl) return null;
  if (failed) return <span className="font-semibold leading-tight">{name}</span>;
  return (
    <img
      src={brand.logoUrl}
      alt={name}
      onError={() => setFailed(true)}
      className={cn("h-10 w-auto max-w-48 object-contain", className)}
    />
  );
}
