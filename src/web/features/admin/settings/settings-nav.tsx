import { Link } from "wouter";
import { adminSettingsPath } from "@/shared/routes";
import { cn } from "@/web/components/ui/cn";
import { BUILT_SECTIONS, type BuiltSection } from "./settings-sections";

/** The sections as a list of links, compact enough to wrap on a phone. */
export function SettingsNav({ current }: { current: BuiltSection }) {
  return (
    <nav aria-label="Settings sections">
      <ul className="flex flex-wrap gap-2">
        {BUILT_SECTIONS.map(({ section, label }) => {
          const active = section === current.section;
          return (
            <li key={section}>
              <Link
                href={adminSettingsPath(section)}
                aria-current={active ? "page" : undefined}
                className={cn(
                  "flex min-h-10 items-center rounded-md border px-3 text-sm font-medium transition-colors",
                  active
                    ? "border-primary bg-primary-soft text-primary-soft-foreground"
                    : "border-border bg-card text-foreground hover:bg-muted",
                )}
              >
                {label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
