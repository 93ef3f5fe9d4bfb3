import type { VisitChannel } from "@/shared/api/quote-contract";

const MAX_SOURCE_LENGTH = 100;

/**
 * Where this visit came from (docs/product/quote-journey.md#visits): the hosted page or the
 * embed, and the campaign (`utm_source`) or else the other site that linked here. In the embed
 * the referrer is the business's own page that frames it.
 */
export function visitOrigin(
  variant: "page" | "embed",
  location: Pick<Location, "search" | "host">,
  referrer: string,
): { channel: VisitChannel; source?: string } {
  const channel: VisitChannel = variant === "embed" ? "embed" : "hosted";
  const campaign = new URLSearchParams(location.search).get("utm_source")?.trim();
  const source = campaign || referringHost(referrer, location.host);
  return source ? { channel, source: source.slice(0, MAX_SOURCE_LENGTH) } : { channel };
}

function referringHost(referrer: string, ownHost: string): string | undefined {
  if (!URL.canParse(referrer)) return undefined;
  const { host } = new URL(referrer);
  return host && host !== ownHost ? host : undefined;
}
