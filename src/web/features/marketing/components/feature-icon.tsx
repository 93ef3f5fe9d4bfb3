import {
  Bell,
  Calculator,
  Calendar,
  Clock,
  Code,
  CreditCard,
  Droplet,
  FileText,
  House,
  Layers,
  Leaf,
  ListChecks,
  type LucideIcon,
  MapPin,
  Plug,
  Repeat,
  Shield,
  Smartphone,
  Snowflake,
  Sparkles,
  Thermometer,
  TrendingUp,
  Users,
  Waves,
  Wrench,
  Zap,
} from "lucide-react";
import { cn } from "@/web/components/ui/cn";
import type { IconName } from "../content/types";

const ICONS: Record<IconName, LucideIcon> = {
  zap: Zap,
  calculator: Calculator,
  "map-pin": MapPin,
  "credit-card": CreditCard,
  plug: Plug,
  clock: Clock,
  code: Code,
  calendar: Calendar,
  layers: Layers,
  shield: Shield,
  "trending-up": TrendingUp,
  smartphone: Smartphone,
  bell: Bell,
  "file-text": FileText,
  repeat: Repeat,
  users: Users,
  wrench: Wrench,
  snowflake: Snowflake,
  leaf: Leaf,
  waves: Waves,
  sparkles: Sparkles,
  thermometer: Thermometer,
  droplet: Droplet,
  home: House,
  "list-checks": ListChecks,
};

/** A content icon in a tinted square; decorative, the text beside it carries the meaning. */
export function FeatureIcon({ name, className }: { name: IconName; className?: string }) {
  const Icon = ICONS[name];
  return (
    <span
      className={cn(
        "inline-flex size-11 shrink-0 items-center justify-center rounded-md bg-primary-soft text-primary-soft-foreground",
        className,
      )}
    >
      <Icon aria-hidden className="size-5" />
    </span>
  );
}
