import type { AppContext } from "../app";
import type { NoticeContext } from "./order-notices";

export function noticeContextOf(context: AppContext): NoticeContext {
  return {
    business: context.business,
    notifyEmail: context.env.NOTIFY_EMAIL,
    publicUrl: context.env.PUBLIC_URL,
  };
}
