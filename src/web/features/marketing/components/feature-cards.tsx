import type { Feature } from "../content/types";
import { FeatureIcon } from "./feature-icon";

/** Feature cards in a grid: icon, title, description. */
export function FeatureCards({ features }: { features: readonly Feature[] }) {
  return (
    <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {features.map((feature) => (
        <li key={feature.title} className="rounded-lg border border-border bg-card p-6 shadow-sm">
          <FeatureIcon name={feature.icon} />
          <h3 className="mt-4 text-lg font-semibold">{feature.title}</h3>
          <p className="mt-2 text-muted-foreground">{feature.description}</p>
        </li>
      ))}
    </ul>
  );
}
