import { scopeOfSlug } from "@/shared/business-scope";
import type { AppContext } from "../app-context";
import { businessApiBase, businessPageBase } from "../business/business-pages";
import type { Business } from "../business/business-store";
import type { NoticeContext } from "./order-notices";

export function noticeContextOf(
  { env, defaultBusinessSlug }: Pick<AppContext, "env" | "defaultBusinessSlug">,
  business: Business,
): NoticeContext {
  return {
    config: business.config,
    mailFrom: env.MAIL_FROM,
    publicUrl: `${env.PUBLIC_URL}${businessPageBase(business, defaultBusinessSlug)}`,
    apiUrl: `${env.PUBLIC_URL}${businessApiBase(business, defaultBusinessSlug)}`,
    accountUrl: `${env.PUBLIC_URL}${scopeOfSlug(business.slug).pageBase}/account`,
  };
}
