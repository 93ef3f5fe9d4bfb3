import type { QueryClient } from "@tanstack/react-query";
import type { BootData } from "@/shared/boot-data";
import { rememberOfferLastDay } from "@/shared/offer-last-day";
import { businessConfigQueryKey, withServerClock } from "@/web/lib/api/get-business-config";
import { businessStorageKey } from "@/web/lib/business-scope";
import { keepsJourney } from "./kept-journey";

/**
 * When the page's HTML arrived (its server_time was stamped then): the navigation's first byte,
 * else now.
 */
function pageReceivedAtMs(): number {
  const [navigation] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
  return navigation ? performance.timeOrigin + navigation.responseStart : Date.now();
}

/**
 * Before a server-rendered quote page or widget starts (src/web/app/main.tsx,
 * src/web/embed/main.tsx): gives the query cache the config the server rendered it with, and
 * answers whether it can hydrate that markup: not when the tab keeps a journey past the first
 * step (./kept-journey.ts), which then renders afresh.
 */
export function bootFirstStep(options: {
  queryClient: QueryClient;
  boot: BootData;
  storageKey: string;
}): { hydrate: boolean } {
  const { queryClient, boot, storageKey } = options;
  const offer = boot.config.early_bird;
  if (offer && boot.offerLastDay) {
    rememberOfferLastDay(offer.ends_at, boot.config.business.timezone, boot.offerLastDay);
  }
  queryClient.setQueryData(
    businessConfigQueryKey(),
    withServerClock(boot.config, pageReceivedAtMs()),
  );
  const kept = keepsJourney({
    storageKey: businessStorageKey(storageKey),
    location: window.location,
  });
  return { hydrate: !kept };
}
