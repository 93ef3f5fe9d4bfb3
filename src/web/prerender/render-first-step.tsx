import type { VNode } from "preact";
import { renderToStringAsync } from "preact-render-to-string";
import type { BusinessConfigResponse } from "@/shared/api/quote-contract";
import { App } from "@/web/app/app";
import { EmbedApp } from "@/web/embed/embed-app";
import { businessConfigQueryKey, withServerClock } from "@/web/lib/api/get-business-config";
import { renderingPagePath } from "@/web/lib/business-scope";
import { renderingWithAnalytics } from "@/web/lib/consent/analytics-set-up";
import { createQueryClient } from "@/web/lib/query-client";

/**
 * Run by the server (src/server/http/first-step-pages.ts), built by scripts/prerender.ts: the
 * markup of a business's quote page or widget at its first step, rendered with the config the
 * page will hydrate with, the same tree the browser renders (docs/decisions/016-preact-and-server-rendered-first-steps.md).
 */
export function renderFirstStep(options: {
  kind: "quote" | "embed";
  /** The request's path (`/quote`, `/b/{slug}/embed`...): the business's scope comes from it. */
  path: string;
  config: BusinessConfigResponse;
  /** Whether the server has analytics set up: without it, a business's page asks no consent. */
  analytics: boolean;
}): Promise<string> {
  // One render at a time: the page's path is module state while it renders.
  const rendered = queue.then(() => render(options));
  queue = rendered.then(
    () => undefined,
    () => undefined,
  );
  return rendered;
}

let queue: Promise<void> = Promise.resolve();

async function render({
  kind,
  path,
  config,
  analytics,
}: {
  kind: "quote" | "embed";
  path: string;
  config: BusinessConfigResponse;
  analytics: boolean;
}): Promise<string> {
  renderingPagePath(path);
  renderingWithAnalytics(analytics);
  try {
    const queryClient = createQueryClient();
    queryClient.setQueryData(businessConfigQueryKey(), withServerClock(config, Date.now()));
    const tree =
      kind === "embed" ? (
        <EmbedApp queryClient={queryClient} />
      ) : (
        <App ssrPath={path} queryClient={queryClient} />
      );
    return await renderToStringAsync(tree as unknown as VNode);
  } finally {
    renderingPagePath(undefined);
    renderingWithAnalytics(true);
  }
}
