import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { Toaster } from "@/web/components/ui/toaster";
import { AnalyticsBridge } from "@/web/features/analytics/analytics-bridge";
import { ConsentBanner } from "@/web/features/consent/consent-banner";
import { ConsentSettingsDialog } from "@/web/features/consent/consent-settings-dialog";

/**
 * Data is fetched once and kept; nothing refetches or retries by itself
 * (docs/product/interface-rules.md#data-loading).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Number.POSITIVE_INFINITY,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <ConsentBanner />
      {children}
      <Toaster />
      <ConsentSettingsDialog />
      <AnalyticsBridge />
    </QueryClientProvider>
  );
}
