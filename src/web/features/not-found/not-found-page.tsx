import { Link } from "wouter";
import { ROUTES } from "@/shared/routes";
import { buttonClasses } from "@/web/components/ui/button";
import { SimplePageLayout } from "@/web/components/ui/simple-page-layout";
import { useDocumentTitle } from "@/web/hooks/use-document-title";

/** A page that does not exist; or, `suspended`, a business that is not taking quotes. */
export default function NotFoundPage({ suspended = false }: { suspended?: boolean | undefined }) {
  useDocumentTitle(suspended ? "Not taking quotes" : "Page not found");
  if (suspended) {
    return (
      <SimplePageLayout>
        <h1 className="text-3xl font-semibold tracking-tight sm:text-4xl">
          Not taking quotes right now
        </h1>
        <p className="mt-4 text-lg text-muted-foreground">
          This business is not taking quotes online at the moment. Please contact it directly.
        </p>
      </SimplePageLayout>
    );
  }
  return (
    <SimplePageLayout>
      <h1 className="text-3xl font-semibold tracking-tight sm:text-4xl">404 Page Not Found</h1>
      <p className="mt-4 text-lg text-muted-foreground">
        We couldn't find that page. The link may be old or the address mistyped.
      </p>
      {import.meta.env.DEV && (
        <p className="mt-2 text-sm text-muted-foreground">
          Did you forget to add the page to the router?
        </p>
      )}
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <Link href={ROUTES.home} className={buttonClasses()}>
          Go to the home page
        </Link>
        <Link href={ROUTES.quote} className={buttonClasses({ variant: "secondary" })}>
          Get an instant quote
        </Link>
      </div>
    </SimplePageLayout>
  );
}
