import { createServer, type Server } from "node:http";
import { findFreePort } from "../../helpers/server-process";

export interface HostPage {
  url: string;
  stop(): Promise<void>;
}

/**
 * A business's own web page on another origin (another port), embedding the widget the way
 * the README tells businesses to: a fallback link to its quote page (`quotePath`, /b/{slug}/quote
 * for a hosted business) and the /embed.js snippet.
 */
export async function serveHostPage(appURL: string, quotePath = "/quote"): Promise<HostPage> {
  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Acme Homes</title></head>
<body style="margin:0;font-family:sans-serif">
<header style="padding:16px"><h1 style="margin:0">Acme Homes</h1></header>
<main style="padding:0 16px">
<p>Get your snow removal quote below.</p>
<div style="max-width:480px">
<a href="${appURL}${quotePath}" data-quotewise-widget>Get an instant snow removal quote</a>
</div>
<p id="after-widget">Content after the widget.</p>
</main>
<script src="${appURL}/embed.js" async></script>
</body>
</html>`;
  const server: Server = createServer((_request, response) => {
    response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    response.end(html);
  });
  const port = await findFreePort();
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${port}/`,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
