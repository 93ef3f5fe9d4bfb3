import { useEffect } from "react";

const BRAND = "Quotewise";

/** Sets the tab title to "<title> | Quotewise" while the calling page is shown. */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = title === BRAND ? BRAND : `${title} | ${BRAND}`;
  }, [title]);
}
