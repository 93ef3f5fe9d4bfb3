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
  Wrench,
} from "lucide-react";
import type { ReactNode } from "react";
import type { OfferingIcon as OfferingIconName } from "@/shared/offering";
import { cn } from "@/web/components/ui/cn";
import { OfferingIcon } from "@/web/components/wizard/offering-icon";
import type { IconName } from "../content/types";

const ICONS: Record<IconName, LucideIcon> = {
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
    <IconTile className={className}>
      <Icon aria-hidden className="size-5" />
    </IconTile>
  );
}

/** A trade's icon (src/shared/trades.ts) in the same tinted square. */
export function TradeIcon({ name, className }: { name: OfferingIconName; className?: string }) {
  return (
    <IconTile className={className}>
      <OfferingIcon name={name} className="size-5" />
    </IconTile>
  );
}

function IconTile({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <span
      className={cn(
        "inline-flex size-11 shrink-0 items-center justify-center rounded-md bg-primary-soft text-primary-soft-foreground",
        className,
      )}
    >
      {children}
    </span>
  );
}
