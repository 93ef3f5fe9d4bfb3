export type FetchJsonOptions = {
  fetch?: typeof globalThis.fetch;
  timeoutMs?: number;
};

const DEFAULT_TIMEOUT_MS = 5000;

/** GETs a URL and parses its JSON body; any failure (network, timeout, status, body) is null. */
export async function fetchJson(url: URL, options: FetchJsonOptions = {}): Promise<unknown> {
  const { fetch = globalThis.fetch, timeoutMs = DEFAULT_TIMEOUT_MS } = options;
  try {
    const response = await fetch(url, {
      headers: { accept: "application/json" },
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) return null;
    return await response.json();
  } catch {
    return null;
  }
}
