import type { VNode } from "preact";
import { renderToStringAsync } from "preact-render-to-string";
import { App } from "@/web/app/app";
import type { PageMeta } from "@/web/seo/page-meta";

/**
 * Build time only (scripts/prerender.ts): the HTML of one page, with every lazy chunk
 * resolved, and the head its page declared through usePageMeta.
 */
export async function renderPage(path: string): Promise<{ html: string; meta?: PageMeta }> {
  let meta: PageMeta | undefined;
  const html = await renderToStringAsync(
    (
      <App
        ssrPath={path}
        collectMeta={(declared) => {
          meta = declared;
        }}
      />
    ) as unknown as VNode,
  );
  return { html, meta };
}
