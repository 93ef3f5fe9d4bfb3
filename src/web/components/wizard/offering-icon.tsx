import {
  Briefcase,
  Bug,
  CloudRain,
  Droplet,
  Droplets,
  Grid2x2,
  House,
  Leaf,
  type LucideIcon,
  Snowflake,
  Sparkles,
  Thermometer,
  Waves,
  Wrench,
  Zap,
} from "lucide-react";
import type { OfferingIcon as OfferingIconName } from "@/shared/offering";

/** The icon each name a business may pick (OFFERING_ICONS) stands for. */
const ICONS: Record<OfferingIconName, LucideIcon> = {
  snowflake: Snowflake,
  leaf: Leaf,
  sparkles: Sparkles,
  droplets: Droplets,
  home: House,
  wrench: Wrench,
  window: Grid2x2,
  gutter: CloudRain,
  thermometer: Thermometer,
  droplet: Droplet,
  zap: Zap,
  waves: Waves,
  bug: Bug,
  briefcase: Briefcase,
};

/** The business's service icon, decorative (the texts beside it say what the service is). */
export function OfferingIcon({ name, className }: { name: OfferingIconName; className?: string }) {
  const Icon = ICONS[name];
  return <Icon aria-hidden className={className} />;
}
