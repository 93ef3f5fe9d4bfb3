import type { ReactNode } from "react";
import { AdminAuthCard } from "@/web/components/dashboard/admin-auth-card";
import { ApiError } from "@/web/lib/api-error";

/**
 * The card a one-time link opens (the first admin's setup link, a team invitation): its form, or,
 * when the server says the link cannot be used (on checking it, or 410 on sending the form), the
 * server's message and what to do instead, with no form.
 */
export function OneTimeLinkCard({
  icon,
  title,
  checkError,
  submitError,
  unusableHint,
  children,
}: {
  icon: ReactNode;
  title: string;
  checkError: Error | null;
  submitError: Error | null;
  unusableHint: ReactNode;
  children: ReactNode;
}) {
  const unusable =
    checkError ??
    (submitError instanceof ApiError && submitError.status === 410 ? submitError : null);
  return (
    <AdminAuthCard icon={icon} title={title} notice={unusable ? null : submitError?.message}>
      {unusable ? (
        <div role="alert" className="grid gap-3 text-sm">
          <p className="font-medium">{unusable.message}</p>
          <p className="text-muted-foreground">{unusableHint}</p>
        </div>
      ) : (
        children
      )}
    </AdminAuthCard>
  );
}
