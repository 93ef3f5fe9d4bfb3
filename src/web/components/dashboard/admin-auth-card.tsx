import type { ReactNode } from "react";
import { Card } from "@/web/components/ui/card";
import { Logo } from "@/web/components/ui/logo";

/** The centred card that the sign-in and one-time link screens share. */
export function AdminAuthCard({
  icon,
  title,
  subtitle = "Instant Quote Dashboard",
  notice,
  children,
}: {
  icon: ReactNode;
  title: string;
  /** What the card signs into. */
  subtitle?: string;
  notice?: string | null | undefined;
  children: ReactNode;
}) {
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center gap-8 px-4 py-12">
      <header>
        <Logo />
      </header>
      <main className="w-full max-w-sm">
        <Card>
          <div className="mb-6 flex items-center gap-3">
            <span className="flex size-10 items-center justify-center rounded-full bg-primary-soft text-primary-soft-foreground">
              {icon}
            </span>
            <div>
              <h1 className="text-xl font-semibold tracking-tight">{title}</h1>
              <p className="text-sm text-muted-foreground">{subtitle}</p>
            </div>
          </div>
          {notice && (
            <p
              role="alert"
              className="mb-4 rounded-md border border-danger bg-danger-soft px-3 py-2 text-sm text-danger-soft-foreground"
            >
              {notice}
            </p>
          )}
          {children}
        </Card>
      </main>
    </div>
  );
}
