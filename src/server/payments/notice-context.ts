import type { AppContext } from "../app";
import { businessApiBase, businessPageBase } from "../business/business-pages";
import type { Business } from "../business/business-store";
import type { NoticeContext } from "./order-notices";

export function noticeContextOf(context: AppContext, business: Business): NoticeContext {
  return {
    business: business.config,
    mailFrom: context.env.MAIL_FROM,
    publicUrl: `${context.env.PUBLIC_URL}${businessPageBase(business, context.defaultBusinessSlug)}`,
    apiUrl: `${context.env.PUBLIC_URL}${businessApiBase(business, context.defaultBusinessSlug)}`,
  };
}
