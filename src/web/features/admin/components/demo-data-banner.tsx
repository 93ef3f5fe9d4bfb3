import { FlaskConical } from "lucide-react";
import { Button } from "@/web/components/ui/button";
import { useDemoData } from "../api/get-demo-data";
import { useRemoveDemoData } from "../api/remove-demo-data";

/** While seeded demo orders remain: says so, and removes them (only them) on request. */
export function DemoDataBanner() {
  const demo = useDemoData();
  const remove = useRemoveDemoData();
  if (!demo.data?.orders) return null;
  return (
    <section
      aria-label="Demo data"
      className="flex flex-col gap-3 rounded-lg border border-primary bg-primary-soft px-4 py-3 text-primary-soft-foreground sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="flex items-start gap-2 text-sm">
        <FlaskConical aria-hidden className="mt-0.5 size-4 shrink-0" />
        <span>
          <strong>Demo data.</strong> {demo.data.orders} sample orders marked "Demo data" show how
          the dashboard works. Real orders are never touched.
        </span>
      </p>
      <Button
        variant="secondary"
        size="sm"
        loading={remove.isPending}
        onClick={() => remove.mutate()}
        className="shrink-0"
      >
        Remove demo data
      </Button>
    </section>
  );
}
