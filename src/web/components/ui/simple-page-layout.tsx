import type { ReactNode } from "react";
import { Logo } from "@/web/components/ui/logo";

/** Top bar with the logo, a centred main column and the copyright line. */
export function SimplePageLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="border-b border-border bg-card">
        <div className="mx-auto flex h-16 max-w-page items-center px-4 sm:px-6">
          <Logo />
        </div>
      </header>
      <main className="mx-auto w-full max-w-content flex-1 px-4 py-12 sm:px-6 sm:py-20">
        {children}
      </main>
      <footer className="border-t border-border">
        <p className="mx-auto max-w-page px-4 py-6 text-sm text-muted-foreground sm:px-6">
          © {new Date().getFullYear()} Quotewise. All rights reserved.
        </p>
      </footer>
    </div>
  );
}
