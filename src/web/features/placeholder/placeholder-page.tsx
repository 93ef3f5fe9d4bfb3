import { Link } from "wouter";
import { ROUTES } from "@/shared/routes";
import { buttonClasses } from "@/web/components/ui/button";
import { SimplePageLayout } from "@/web/components/ui/simple-page-layout";
import { useDocumentTitle } from "@/web/hooks/use-document-title";

/** Stands in for a listed page until its feature is built. */
export default function PlaceholderPage({ title }: { title: string }) {
  useDocumentTitle(title);
  return (
    <SimplePageLayout>
      <h1 className="text-3xl font-semibold tracking-tight text-balance sm:text-4xl">{title}</h1>
      <p className="mt-4 text-lg text-muted-foreground">
        This page is being built. In the meantime you can get an instant quote for driveway snow
        removal.
      </p>
      <Link href={ROUTES.quote} className={buttonClasses({ className: "mt-8" })}>
        Get an instant quote
      </Link>
    </SimplePageLayout>
  );
}
