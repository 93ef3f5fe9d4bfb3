import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";

/** In `answerWith`: read the request, never answer it. */
export const HANG = -1;

export type ReceivedWebhook = { headers: IncomingHttpHeaders; body: string; status: number };

export type WebhookReceiver = {
  url: string;
  /** Every request, in arrival order, with the status it was answered with. */
  received: ReceivedWebhook[];
  /** The statuses to answer the next requests with, in order (HANG: no answer at all); then 200. */
  answerWith(statuses: number[]): void;
  /** Resolves once `count` requests matching `match` arrived (fails after `timeoutMs`). */
  waitFor(
    count: number,
    match?: (request: ReceivedWebhook) => boolean,
    timeoutMs?: number,
  ): Promise<ReceivedWebhook[]>;
  close(): Promise<void>;
};

/**
 * A local HTTP receiver of webhooks on a free port of 127.0.0.1. `beforeAnswering` runs once a
 * request has arrived and before it is answered: to break something at the moment the sender
 * learns its delivery was taken.
 */
export async function startWebhookReceiver(
  options: { beforeAnswering?: (request: ReceivedWebhook) => Promise<void> | void } = {},
): Promise<WebhookReceiver> {
  const received: ReceivedWebhook[] = [];
  let queued: number[] = [];
  const server = createServer((request, response) => {
    let body = "";
    request.setEncoding("utf8");
    request.on("data", (chunk: string) => {
      body += chunk;
    });
    request.on("end", async () => {
      const status = queued.shift() ?? 200;
      const webhook = { headers: request.headers, body, status };
      received.push(webhook);
      if (status === HANG) return;
      await options.beforeAnswering?.(webhook);
      response.writeHead(status, { "content-type": "text/plain" }).end(status < 300 ? "ok" : "no");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    answerWith(statuses) {
      queued = [...statuses];
    },
    async waitFor(count, match = () => true, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const matching = received.filter(match);
        if (matching.length >= count) return matching;
        if (Date.now() > deadline) {
          throw new Error(`expected ${count} webhooks, got ${matching.length}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The event type of a received webhook's JSON body. */
export function typeOf(request: ReceivedWebhook): string {
  return (JSON.parse(request.body) as { type: string }).type;
}
