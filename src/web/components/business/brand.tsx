import { type RefObject, useEffect, useLayoutEffect, useRef, useState } from "react";
import type { BusinessConfigResponse } from "@/shared/api/quote-contract";
import { BRAND_STYLE_ATTRIBUTE, brandColorVariables } from "@/shared/brand-colors";
import { cn } from "@/web/components/ui/cn";

type Brand = NonNullable<BusinessConfigResponse["business"]["brand"]>;

/**
 * Applies the business's colour to the page (docs/product/platform.md#branding): sets the theme's
 * variables on the root element through the CSSOM, so portals (toasts) follow it too. A
 * server-rendered page has the same variables in its head from the first paint
 * (src/server/http/first-step-pages.ts). Given an element, only that element and what it
 * contains take the colour (the settings' preview of the quote page).
 */
export function useBrandTheme(
  brand: Brand | undefined,
  scope?: RefObject<HTMLElement | null>,
): void {
  const color = brand?.primaryColor;
  useLayoutEffect(() => {
    const element = scope ? scope.current : document.documentElement;
    if (!color || !element) return;
    // A server-rendered page has the colour in its head already: setting it again would only
    // make the browser restyle the whole page. It leaves with the page.
    const served = scope
      ? null
      : document.head.querySelector(`style[${BRAND_STYLE_ATTRIBUTE}="${CSS.escape(color)}"]`);
    if (served) return () => served.remove();
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
 * loaded (a moved file must not leave a broken image in the header), also when it failed before
 * the server-rendered page was hydrated. Nothing when it has no logo.
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
  const image = useRef<HTMLImageElement>(null);
  useEffect(() => {
    // Loaded or failed before this code ran (a server-rendered page): decoding tells which.
    const element = image.current;
    if (element?.complete) element.decode().catch(() => setFailed(true));
  }, []);
  if (!brand?.logoUrl) return null;
  if (failed) return <span className="font-semibold leading-tight">{name}</span>;
  return (
    <img
      ref={image}
      src={brand.logoUrl}
      alt={name}
      onError={() => setFailed(true)}
      className={cn("h-10 w-auto max-w-48 object-contain", className)}
    />
  );
}
