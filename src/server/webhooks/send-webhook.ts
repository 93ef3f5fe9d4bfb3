import type { LookupAddress } from "node:dns";
import http from "node:http";
import https from "node:https";
import { Webhook } from "standardwebhooks";
import { resolveTarget } from "./webhook-targets";

export type SendOutcome = {
  /** The receiver's HTTP status; null when none came (refused, timed out, unreachable). */
  responseStatus: number | null;
  durationMs: number;
  /** Why it failed; null on a 2xx. */
  error: string | null;
};

/** The webhook-signature header: one v1 signature per secret, space-separated. */
export function signatureHeader(
  secrets: readonly string[],
  message: { id: string; timestamp: Date; body: string },
): string {
  return secrets
    .map((secret) => new Webhook(secret).sign(message.id, message.timestamp, message.body))
    .join(" ");
}

/** Keeps at most this much of a receiver's error answer in the log. */
const ERROR_BODY_CHARS = 200;

function post(
  url: URL,
  target: LookupAddress,
  headers: Record<string, string>,
  body: string,
  signal: AbortSignal,
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const request = (url.protocol === "https:" ? https : http).request(
      url,
      {
        method: "POST",
        headers: { ...headers, "content-length": Buffer.byteLength(body) },
        signal,
        // Connect to the address that was checked, never to a second lookup's answer.
        lookup: (_hostname, options, callback) => {
          const answer = callback as (
            error: null,
            address: string | LookupAddress[],
            family?: number,
          ) => void;
          if (options.all) answer(null, [target]);
          else answer(null, target.address, target.family);
        },
      },
      (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => {
          if (text.length < ERROR_BODY_CHARS) text += chunk;
        });
        response.on("end", () => resolve({ status: response.statusCode ?? 0, text }));
        response.on("error", reject);
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}

/**
 * POSTs one Standard Webhooks message (webhook-id, webhook-timestamp, webhook-signature) to
 * the URL, to the address checked by resolveTarget, within `timeoutMs`; redirects are not
 * followed. A 2xx answer is a success, anything else a failure with its reason.
 */
export async function sendWebhook(options: {
  url: string;
  messageId: string;
  body: string;
  secrets: readonly string[];
  allowPrivate: boolean;
  timeoutMs: number;
  userAgent: string;
}): Promise<SendOutcome> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  // One deadline for connecting, sending and the whole answer.
  const deadline = AbortSignal.timeout(options.timeoutMs);
  try {
    const url = new URL(options.url);
    const target = await resolveTarget(url, options.allowPrivate);
    const timestamp = new Date();
    const { status, text } = await post(
      url,
      target,
      {
        "content-type": "application/json",
        "user-agent": options.userAgent,
        "webhook-id": options.messageId,
        "webhook-timestamp": String(Math.floor(timestamp.getTime() / 1000)),
        "webhook-signature": signatureHeader(options.secrets, {
          id: options.messageId,
          timestamp,
          body: options.body,
        }),
      },
      options.body,
      deadline,
    );
    const ok = status >= 200 && status < 300;
    return {
      responseStatus: status,
      durationMs: elapsed(),
      error: ok ? null : `HTTP ${status}${text ? `: ${text.slice(0, ERROR_BODY_CHARS)}` : ""}`,
    };
  } catch (error) {
    const timedOut = deadline.aborted;
    return {
      responseStatus: null,
      durationMs: elapsed(),
      error: timedOut
        ? `no answer within ${options.timeoutMs} ms`
        : error instanceof Error
          ? error.message
          : String(error),
    };
  }
}
