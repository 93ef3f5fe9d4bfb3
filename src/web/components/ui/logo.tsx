import { Link } from "wouter";
import { ROUTES } from "@/shared/routes";

/**
 * The Quotewise mark and name, linking home; `compactOnPhone`: the name is left to assistive
 * technology under 640 px, where a signed-in header needs the room for its links.
 */
export function Logo({ compactOnPhone = false }: { compactOnPhone?: boolean }) {
  return (
    <Link
      href={ROUTES.home}
      className="inline-flex items-center gap-2 rounded-md text-lg font-semibold tracking-tight"
    >
      <svg aria-hidden viewBox="0 0 32 32" className="size-8">
        <rect width="32" height="32" rx="8" className="fill-primary" />
        <path
          d="M9 16.5l4.5 4.5L23 11.5"
          fill="none"
          stroke="white"
          strokeWidth="3.2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span className={compactOnPhone ? "sr-only sm:not-sr-only" : undefined}>Quotewise</span>
    </Link>
  );
}
