import * as Tabs from "@radix-ui/react-tabs";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Download, Search } from "lucide-react";
import { useRef, useState } from "react";
import type { AdminPingResponse, OrderTab } from "@/shared/api/admin-contract";
import { ListProblem } from "@/web/components/dashboard/list-problem";
import { Button } from "@/web/components/ui/button";
import { cn } from "@/web/components/ui/cn";
import { Input } from "@/web/components/ui/input";
import { Label } from "@/web/components/ui/label";
import { toast } from "@/web/components/ui/toast-store";
import { exportOrders } from "../api/export-orders";
import { ordersKey } from "../api/get-orders";
import { useStats } from "../api/get-stats";
import { OnboardingChecklist } from "../onboarding/onboarding-checklist";
import { PlanStatCards } from "../plans/plan-stat-cards";
import { useDashboardShortcuts } from "../use-dashboard-shortcuts";
import { useDebouncedValue } from "../use-debounced-value";
import { type Density, useDensity } from "../use-density";
import { CustomQuotesView } from "./custom-quotes-view";
import { DashboardHeader } from "./dashboard-header";
import { DemoDataBanner } from "./demo-data-banner";
import { LeadsView } from "./leads-view";
import { OrdersView } from "./orders-view";
import { StatCards } from "./stat-cards";

type TabValue = OrderTab | "custom-quotes" | "leads";

/** What Export All exports on each order tab: all of the tab's orders, whatever the search. */
const EXPORT_LABELS: Record<OrderTab, string> = {
  today: "Export all of today's orders",
  paid: "Export all paid orders",
  incomplete: "Export all incomplete orders",
  onboarded: "Export all onboarded orders",
  all: "Export all orders",
};

/** The tabs in order, Today first, then Leads: docs/product/dashboard.md#tabs-and-filters. */
const TABS: { value: TabValue; label: string }[] = [
  { value: "today", label: "Today" },
  { value: "paid", label: "Paid" },
  { value: "incomplete", label: "Incomplete" },
  { value: "custom-quotes", label: "Custom Quotes" },
  { value: "onboarded", label: "Onboarded" },
  { value: "all", label: "All Orders" },
  { value: "leads", label: "Leads" },
];

/** What the search looks in on each tab; the Leads list has no search. */
const ORDER_SEARCH = "Search address, name, email or town";
const SEARCH_PLACEHOLDERS: Record<TabValue, string> = {
  today: ORDER_SEARCH,
  paid: ORDER_SEARCH,
  incomplete: ORDER_SEARCH,
  onboarded: ORDER_SEARCH,
  all: ORDER_SEARCH,
  "custom-quotes": "Search name, email, phone, address or area",
  leads: "Search applies to orders and custom quotes",
};

function isOrderTab(tab: TabValue): tab is OrderTab {
  return tab !== "custom-quotes" && tab !== "leads";
}

function DensityToggle({
  density,
  onChange,
}: {
  density: Density;
  onChange: (d: Density) => void;
}) {
  return (
    <fieldset className="flex rounded-md border border-border bg-card p-0.5 shadow-xs">
      <legend className="sr-only">Density</legend>
      {(["comfortable", "compact"] as const).map((option) => (
        <button
          key={option}
          type="button"
          aria-pressed={density === option}
          onClick={() => onChange(option)}
          className={cn(
            "min-h-10 rounded-sm px-3 text-sm font-medium capitalize transition-colors",
            density === option
              ? "bg-primary text-primary-foreground"
              : "text-muted-foreground hover:bg-muted hover:text-foreground",
          )}
        >
          {option}
        </button>
      ))}
    </fieldset>
  );
}

export function Dashboard({ session }: { session: AdminPingResponse }) {
  const queryClient = useQueryClient();
  const timeZone = session.business.timezone;
  const [tab, setTab] = useState<TabValue>("today");
  const [search, setSearch] = useState("");
  const q = useDebouncedValue(search.trim(), 250);
  const [density, setDensity] = useDensity();
  const searchRef = useRef<HTMLInputElement>(null);
  useDashboardShortcuts(searchRef);
  const stats = useStats();
  const ordersTab = isOrderTab(tab);
  const searchable = tab !== "leads";

  const exportAll = useMutation({
    mutationFn: (exportTab: OrderTab) =>
      exportOrders({ filter: { tab: exportTab }, exportedBy: session.admin.name }),
    onSuccess: () => {
      toast({
        title: "Export Complete",
        description: "Orders exported and downloaded successfully",
      });
      void queryClient.invalidateQueries({ queryKey: ordersKey() });
    },
    onError: (error) => {
      toast({
        title: "Export Failed",
        description: error.message || "Failed to export orders",
        variant: "destructive",
      });
    },
  });

  return (
    <div className="min-h-dvh">
      <DashboardHeader session={session} />

      <main className="mx-auto grid max-w-page grid-cols-1 gap-6 px-4 py-6 sm:px-6">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">
            Instant Quote Dashboard
          </h1>
          <p className="mt-1 text-sm text-muted-foreground">
            {session.business.name}
            {stats.data && ` · Today is ${stats.data.today} (${timeZone})`}
          </p>
        </div>

        <OnboardingChecklist session={session} />

        <DemoDataBanner />

        {stats.isError ? (
          <ListProblem message={stats.error.message} onRetry={() => void stats.refetch()} />
        ) : (
          <StatCards stats={stats.data} />
        )}

        <PlanStatCards />

        <Tabs.Root
          value={tab}
          onValueChange={(value) => setTab(value as TabValue)}
          className="grid grid-cols-1 gap-4"
        >
          <div className="flex flex-col gap-3 md:flex-row md:items-end">
            <div className="flex-1">
              <Label htmlFor="admin-search" className="sr-only">
                {tab === "custom-quotes" ? "Search custom quote requests" : "Search orders"}
              </Label>
              <div className="relative">
                <Search
                  aria-hidden
                  className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
                />
                <Input
                  ref={searchRef}
                  id="admin-search"
                  type="search"
                  value={search}
                  onChange={(event) => setSearch(event.target.value)}
                  disabled={!searchable}
                  placeholder={SEARCH_PLACEHOLDERS[tab]}
                  aria-keyshortcuts="/ Control+K Meta+K"
                  maxLength={100}
                  className="pl-9"
                />
              </div>
            </div>
            <div className="flex flex-wrap items-center justify-between gap-3">
              <DensityToggle density={density} onChange={setDensity} />
              <Button
                onClick={() => ordersTab && exportAll.mutate(tab)}
                disabled={!ordersTab}
                loading={exportAll.isPending}
              >
                <Download aria-hidden className="size-4" />
                {ordersTab ? EXPORT_LABELS[tab] : "Export all orders"}
              </Button>
            </div>
          </div>

          <Tabs.List
            aria-label="Order views"
            className="-mx-4 flex gap-1 overflow-x-auto border-b border-border px-4 sm:mx-0 sm:px-0"
          >
            {TABS.map(({ value, label }) => (
              <Tabs.Trigger
                key={value}
                value={value}
                className="-mb-px min-h-11 shrink-0 border-b-2 border-transparent px-3 text-sm font-medium whitespace-nowrap text-muted-foreground hover:text-foreground data-[state=active]:border-primary data-[state=active]:text-foreground"
              >
                {label}
              </Tabs.Trigger>
            ))}
          </Tabs.List>

          {TABS.map(({ value, label }) => (
            <Tabs.Content key={value} value={value} className="grid grid-cols-1 gap-4 rounded-md">
              {value === "paid" && (
                <p className="text-sm">
                  Paid orders not yet onboarded. An order you mark onboarded moves to Onboarded; All
                  Orders lists every order.
                </p>
              )}
              {value === "custom-quotes" ? (
                <CustomQuotesView q={q} density={density} timeZone={timeZone} />
              ) : value === "leads" ? (
                <LeadsView density={density} timeZone={timeZone} />
              ) : (
                <OrdersView
                  tab={value}
                  tabLabel={label}
                  q={q}
                  density={density}
                  timeZone={timeZone}
                  adminName={session.admin.name}
                />
              )}
            </Tabs.Content>
          ))}
        </Tabs.Root>
      </main>
    </div>
  );
}
