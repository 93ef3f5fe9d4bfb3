import { COMPANY } from "@/shared/company";
import { absoluteUrl, PUBLIC_URL_PLACEHOLDER } from "@/shared/site-pages";

/** What a page tells browsers, search engines and link previews about itself. */
export interface PageMeta {
  /** Without the brand; the tab shows "<title> | Quotewise". */
  title: string;
  description: string;
  /** The page's canonical path ("/" for the home page and its aliases). */
  canonicalPath: string;
  keywords?: readonly string[];
  /** schema.org objects, each written as its own JSON-LD block. */
  structuredData?: readonly object[];
}

export function formatTitle(title: string): string {
  return title === COMPANY.productName ? title : `${title} | ${COMPANY.productName}`;
}

const ATTRIBUTE_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
};

function escapeAttribute(value: string): string {
  return value.replace(/[&<>"]/g, (char) => ATTRIBUTE_ESCAPES[char]!);
}

/** JSON safe inside a script element: no "</script>" or HTML comment can appear in it. */
export function serializeJsonLd(data: object): string {
  return JSON.stringify(data).replace(/</g, "\\u003c").replace(/>/g, "\\u003e");
}

/** The tags the meta asks for, as [tag, attributes] pairs: one list for the build and the browser. */
export function describeHeadTags(meta: PageMeta, baseUrl: string) {
  const url = absoluteUrl(baseUrl, meta.canonicalPath);
  const title = formatTitle(meta.title);
  const metas: Array<Record<string, string>> = [
    { name: "description", content: meta.description },
    ...(meta.keywords?.length ? [{ name: "keywords", content: meta.keywords.join(", ") }] : []),
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: COMPANY.productName },
    { property: "og:title", content: title },
    { property: "og:description", content: meta.description },
    { property: "og:url", content: url },
    { name: "twitter:card", content: "summary" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: meta.description },
  ];
  return { title, canonical: url, metas, structuredData: meta.structuredData ?? [] };
}

/**
 * The head of a prerendered page. URLs use PUBLIC_URL_PLACEHOLDER, which the server replaces
 * with PUBLIC_URL when it serves the file.
 */
export function renderHeadTags(meta: PageMeta): string {
  const tags = describeHeadTags(meta, PUBLIC_URL_PLACEHOLDER);
  const attributes = (record: Record<string, string>) =>
    Object.entries(record)
      .map(([key, value]) => `${key}="${escapeAttribute(value)}"`)
      .join(" ");
  return [
    `<title>${escapeAttribute(tags.title)}</title>`,
    ...tags.metas.map((record) => `<meta ${attributes(record)} data-page-meta />`),
    `<link rel="canonical" href="${escapeAttribute(tags.canonical)}" data-page-meta />`,
    ...tags.structuredData.map(
      (data) =>
        `<script type="application/ld+json" data-page-meta>${serializeJsonLd(data)}</script>`,
    ),
  ].join("\n    ");
}
