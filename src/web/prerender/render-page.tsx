import { prerenderToNodeStream } from "react-dom/static";
import { App } from "@/web/app/app";
import type { PageMeta } from "@/web/seo/page-meta";

/**
 * Build time only (scripts/prerender.ts): the HTML of one page, with every lazy chunk
 * resolved, and the head its page declared through usePageMeta.
 */
export async function renderPage(path: string): Promise<{ html: string; meta?: PageMeta }> {
  let meta: PageMeta | undefined;
  const { prelude } = await prerenderToNodeStream(
    <App
      ssrPath={path}
      collectMeta={(declared) => {
        meta = declared;
      }}
    />,
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk));
  return { html: Buffer.concat(chunks).toString("utf8"), meta };
}
