import { Suspense, useState } from "react";
import { useToast } from "@/web/components/ui/toast-store";
import { lazyWithPreload, useWhenIdle } from "@/web/lib/lazy-preload";

const Toaster = lazyWithPreload(() => import("./toaster").then((module) => module.Toaster));

/**
 * The toasts (./toaster.tsx), their code loaded once the page is idle rather than with it: no
 * page shows a toast before the visitor acts. A toast asked for earlier shows once it loads.
 */
export function LazyToaster() {
  const { toasts } = useToast();
  const [idle, setIdle] = useState(false);
  useWhenIdle(() => setIdle(true));
  if (!idle && toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
