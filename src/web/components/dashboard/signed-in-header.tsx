import { LogOut } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@/web/components/ui/button";
import { Logo } from "@/web/components/ui/logo";
import { useSignOut } from "@/web/lib/session/use-sign-out";

/** The top bar of a signed-in page: the mark, who is signed in, the page's links and Sign out. */
export function SignedInHeader({ who, links }: { who: string; links?: ReactNode }) {
  const signOut = useSignOut();
  return (
    <header className="border-b border-border bg-card">
      <div className="mx-auto flex h-16 max-w-page items-center justify-between gap-3 px-4 sm:px-6">
        <Logo compactOnPhone />
        <div className="flex items-center gap-2 sm:gap-3">
          <p className="hidden text-sm text-muted-foreground lg:block">
            Signed in as <span className="font-medium text-foreground">{who}</span>
          </p>
          {links}
          <Button variant="secondary" size="sm" onClick={() => void signOut()}>
            <LogOut aria-hidden className="size-4" />
            {/* Under 1024 px the bar holds icons only, whatever font has loaded; the name stays for AT. */}
            <span className="sr-only lg:not-sr-only">Sign out</span>
          </Button>
        </div>
      </div>
    </header>
  );
}
