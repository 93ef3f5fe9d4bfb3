import { createContext, type ReactNode, useContext, useEffect } from "react";
import { PUBLIC_URL_PLACEHOLDER } from "@/shared/site-pages";
import { describeHeadTags, type PageMeta, serializeJsonLd } from "./page-meta";

type MetaCollector = (meta: PageMeta) => void;

const MetaCollectorContext = createContext<MetaCollector | undefined>(undefined);

/** Build time: receives the meta of the page being prerendered. */
export function PageMetaCollector({
  collect,
  children,
}: {
  collect: MetaCollector | undefined;
  children: ReactNode;
}) {
  return <MetaCollectorContext value={collect}>{children}</MetaCollectorContext>;
}

/** The site's base URL as the server wrote it into the page, else this origin. */
function currentBaseUrl(): string {
  const canonical = document.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  return canonical ? new URL(canonical.href).origin : window.location.origin;
}

function applyToDocument(meta: PageMeta) {
  const tags = describeHeadTags(meta, currentBaseUrl());
  document.title = tags.title;
  for (const element of document.head.querySelectorAll(
    '[data-page-meta], meta[name="description"]',
  )) {
    element.remove();
  }
  const added: HTMLElement[] = tags.metas.map((record) => {
    const element = document.createElement("meta");
    for (const [key, value] of Object.entries(record)) element.setAttribute(key, value);
    return element;
  });
  const canonical = document.createElement("link");
  canonical.rel = "canonical";
  canonical.href = tags.canonical;
  added.push(canonical);
  const base = new URL(tags.canonical).origin;
  for (const data of tags.structuredData) {
    const script = document.createElement("script");
    script.type = "application/ld+json";
    script.textContent = serializeJsonLd(data).replaceAll(PUBLIC_URL_PLACEHOLDER, () => base);
    added.push(script);
  }
  for (const element of added) element.setAttribute("data-page-meta", "");
  document.head.append(...added);
}

/**
 * Declares the page's title, description, canonical URL, Open Graph tags and structured data:
 * collected while prerendering, applied to the document in the browser (client navigation).
 */
export function usePageMeta(meta: PageMeta): void {
  const collect = useContext(MetaCollectorContext);
  collect?.(meta);
  useEffect(() => applyToDocument(meta), [meta]);
}
