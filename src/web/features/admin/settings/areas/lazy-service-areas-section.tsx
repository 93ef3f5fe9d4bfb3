import { lazy, Suspense } from "react";
import { Skeleton } from "@/web/components/ui/skeleton";

// The map editor is a chunk of its own, loaded when the section opens (decision 010).
const ServiceAreasSection = lazy(() => import("./service-areas-section"));

/** The `areas` settings section, as the section registry mounts it. */
export function LazyServiceAreasSection() {
  return (
    <Suspense
      fallback={
        <div role="status">
          <span className="sr-only">Loading the map...</span>
          <Skeleton className="h-96" />
        </div>
      }
    >
      <ServiceAreasSection />
    </Suspense>
  );
}
