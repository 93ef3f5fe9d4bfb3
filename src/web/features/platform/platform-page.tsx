import { ShieldAlert } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "wouter";
import type { AdminPingResponse } from "@/shared/api/admin-contract";
import { ROUTES } from "@/shared/routes";
import { AdminAuthCard } from "@/web/components/dashboard/admin-auth-card";
import { RowsSkeleton } from "@/web/components/dashboard/dashboard-skeleton";
import { ListProblem } from "@/web/components/dashboard/list-problem";
import { SignInScreen } from "@/web/components/dashboard/sign-in-screen";
import { Button } from "@/web/components/ui/button";
import { Skeleton } from "@/web/components/ui/skeleton";
import { useDocumentTitle } from "@/web/hooks/use-document-title";
import { useAdminSession } from "@/web/lib/session/use-admin-session";
import { useSignOut } from "@/web/lib/session/use-sign-out";
import { usePlatformBusinesses } from "./api/get-platform-businesses";
import { BusinessesView } from "./components/businesses-view";
import { DemoRequestsList } from "./components/demo-requests-list";
import { PlatformHeader } from "./components/platform-header";

const CONSOLE = "Quotewise operators";

function ConsoleSection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="grid min-w-0 gap-3">
      <h2 id={id} className="text-xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Businesses() {
  const query = usePlatformBusinesses();
  if (query.isPending) return <RowsSkeleton />;
  if (query.isError) {
    return <ListProblem message={query.error.message} onRetry={() => void query.refetch()} />;
  }
  const { businesses } = query.data;
  return (
    <>
      <p className="text-sm text-muted-foreground" role="status">
        {businesses.length === 1 ? "1 business" : `${businesses.length} businesses`}, newest first.
        Fees collected are the convenience fees of real (not test-mode) payments.
      </p>
      <BusinessesView businesses={businesses} />
    </>
  );
}

/** Signed in with an account that is not an operator (decision 025): said plainly, with a way out. */
function NotAnOperator({ session }: { session: AdminPingResponse }) {
  const signOut = useSignOut();
  return (
    <AdminAuthCard
      icon={<ShieldAlert aria-hidden className="size-5" />}
      title="Not a Quotewise operator"
      subtitle={CONSOLE}
    >
      <div className="grid gap-4 text-sm">
        <p>
          You are signed in as <span className="font-medium">{session.admin.email}</span>, which is
          not one of Quotewise's operators. The platform console is only for Quotewise's own staff.
        </p>
        <Link href={ROUTES.admin} className="font-medium text-primary underline underline-offset-2">
          Go to your dashboard
        </Link>
        <Button variant="secondary" onClick={() => void signOut()}>
          Sign in with another account
        </Button>
      </div>
    </AdminAuthCard>
  );
}

/**
 * /platform: Quotewise's operators' console (docs/product/settings.md#the-platform-console): every
 * business with its numbers, suspend and reinstate, and the marketing site's demo requests.
 */
export default function PlatformPage({ title }: { title: string }) {
  useDocumentTitle(title);
  const { reason, session, signedOut } = useAdminSession();

  if (signedOut) {
    return <SignInScreen reason={reason} title="Platform console sign in" subtitle={CONSOLE} />;
  }
  if (!session) {
    return (
      <div role="status" className="mx-auto max-w-page px-4 py-10">
        <span className="sr-only">Loading the console...</span>
        <Skeleton className="h-96" />
      </div>
    );
  }
  if (!session.admin.platformOperator) return <NotAnOperator session={session} />;

  return (
    <div className="min-h-dvh">
      <PlatformHeader session={session} />
      <main className="mx-auto grid max-w-page gap-8 px-4 py-6 sm:px-6">
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{title}</h1>
        <ConsoleSection id="platform-businesses" title="Businesses">
          <Businesses />
        </ConsoleSection>
        <ConsoleSection id="platform-demo-requests" title="Demo requests">
          <DemoRequestsList />
        </ConsoleSection>
      </main>
    </div>
  );
}
