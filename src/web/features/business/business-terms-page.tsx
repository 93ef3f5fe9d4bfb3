import { formatIsoDate } from "@/shared/season";
import { BusinessPageLayout } from "@/web/components/business/business-page-layout";
import { useDocumentTitle } from "@/web/hooks/use-document-title";
import { useBusinessConfig } from "@/web/lib/api/get-business-config";

/**
 * The business's service terms with its customers, from its configuration: what a customer
 * agrees to when paying (Quotewise's own terms with businesses are /terms-of-service).
 */
export default function BusinessTermsPage({ title }: { title: string }) {
  const config = useBusinessConfig().data?.config;
  useDocumentTitle(config ? `${config.business.name} ${title}` : title);
  return (
    <BusinessPageLayout>
      {config ? (
        <article>
          <h1 className="text-3xl font-semibold tracking-tight sm:text-4xl">
            {config.business.name} {title}
          </h1>
          <p className="mt-3 text-sm text-muted-foreground">
            Last updated{" "}
            <time dateTime={config.terms.updated}>{formatIsoDate(config.terms.updated)}</time>
          </p>
          {config.terms.sections.map((section) => (
            <section key={section.heading} className="mt-10">
              <h2 className="text-xl font-semibold tracking-tight">{section.heading}</h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph} className="mt-3">
                  {paragraph}
                </p>
              ))}
            </section>
          ))}
          <section className="mt-10">
            <h2 className="text-xl font-semibold tracking-tight">Questions</h2>
            <p className="mt-3">
              {config.business.contact.phone !== undefined &&
                `Call ${config.business.contact.phone} or `}
              Write to{" "}
              <a
                href={`mailto:${config.business.contact.email}`}
                className="underline underline-offset-2"
              >
                {config.business.contact.email}
              </a>
              .
            </p>
          </section>
        </article>
      ) : (
        <h1 className="text-3xl font-semibold tracking-tight sm:text-4xl">{title}</h1>
      )}
    </BusinessPageLayout>
  );
}
