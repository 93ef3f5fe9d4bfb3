import type { ReactNode } from "react";
import { copyrightNotice } from "@/shared/company";
import { telHref } from "@/shared/phone";
import { ROUTES } from "@/shared/routes";
import { BusinessLogo, useBrandTheme } from "@/web/components/business/brand";
import { PageFrame } from "@/web/components/ui/simple-page-layout";
import { Skeleton } from "@/web/components/ui/skeleton";
import { useBusinessConfig } from "@/web/lib/api/get-business-config";
import { businessPage } from "@/web/lib/business-scope";

const LINK = "underline underline-offset-2 hover:text-foreground";

/**
 * The frame of the pages a customer sees after the quote (payment, return pages, the business's
 * terms): the business's name, contact and website throughout; Quotewise only as "Powered by".
 */
export function BusinessPageLayout({ children }: { children: ReactNode }) {
  const business = useBusinessConfig().data?.config.business;
  useBrandTheme(business?.brand);
  return (
    <PageFrame
      header={
        business ? (
          <a
            href={business.contact.website ?? businessPage(ROUTES.quote)}
            className="rounded-md text-lg font-semibold tracking-tight"
          >
            {business.brand?.logoUrl ? (
              <BusinessLogo name={business.name} brand={business.brand} />
            ) : (
              business.name
            )}
          </a>
        ) : (
          <Skeleton className="h-6 w-44" />
        )
      }
      footer={
        <div className="mx-auto grid max-w-page gap-2 px-4 py-6 text-sm text-muted-foreground sm:px-6">
          {business && (
            <>
              <ul className="flex flex-wrap gap-x-4 gap-y-1">
                {business.contact.phone !== undefined && (
                  <li>
                    <a href={telHref(business.contact.phone)} className={LINK}>
                      {business.contact.phone}
                    </a>
                  </li>
                )}
                <li>
                  <a href={`mailto:${business.contact.email}`} className={LINK}>
                    {business.contact.email}
                  </a>
                </li>
                {business.contact.website !== undefined && (
                  <li>
                    <a href={business.contact.website} className={LINK}>
                      {new URL(business.contact.website).host}
                    </a>
                  </li>
                )}
                <li>
                  <a href={businessPage(ROUTES.terms)} className={LINK}>
                    Service terms
                  </a>
                </li>
              </ul>
              <p>{copyrightNotice(business.name)}</p>
            </>
          )}
          <p className="text-xs">
            Powered by{" "}
            <a href={ROUTES.home} className={LINK}>
              Quotewise
            </a>
          </p>
        </div>
      }
    >
      {children}
    </PageFrame>
  );
}
