import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { LazyToaster } from "@/web/components/ui/lazy-toaster";
import { AnalyticsBridge } from "@/web/lib/analytics/analytics-bridge";
import { ConsentBanner } from "@/web/lib/consent/consent-banner";
import { ConsentSettingsDialog } from "@/web/lib/consent/consent-settings-dialog";
import { createQueryClient } from "@/web/lib/query-client";

/** `queryClient`: one already holding what the server rendered the page with (app/boot-data.ts). */
export function Providers({
  children,
  queryClient: given,
}: {
  children: ReactNode;
  queryClient?: QueryClient | undefined;
}) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <ConsentBanner />
      {children}
      <LazyToaster />
      <ConsentSettingsDialog />
      <AnalyticsBridge />
    </QueryClientProvider>
  );
}
