import type { ReactNode } from "react";
import { COMPANY, copyrightNotice } from "@/shared/company";
import { Logo } from "@/web/components/ui/logo";

/** A top bar, a centred main column and a footer: the frame of every simple page. */
export function PageFrame({
  header,
  footer,
  children,
}: {
  header: ReactNode;
  footer: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="border-b border-border bg-card">
        <div className="mx-auto flex h-16 max-w-page items-center px-4 sm:px-6">{header}</div>
      </header>
      <main className="mx-auto w-full max-w-content flex-1 px-4 py-12 sm:px-6 sm:py-20">
        {children}
      </main>
      <footer className="border-t border-border">{footer}</footer>
    </div>
  );
}

/** Top bar with the logo, a centred main column and the copyright line. */
export function SimplePageLayout({ children }: { children: ReactNode }) {
  return (
    <PageFrame
      header={<Logo />}
      footer={
        <p className="mx-auto max-w-page px-4 py-6 text-sm text-muted-foreground sm:px-6">
          {copyrightNotice(COMPANY.productName)}
        </p>
      }
    >
      {children}
    </PageFrame>
  );
}
