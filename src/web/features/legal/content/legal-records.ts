import type { LegalPath } from "@/shared/site-pages";
import type { LegalPageRecord } from "./types";

/** Each legal page's text loads on its own. */
export const LEGAL_RECORD_LOADERS: Record<LegalPath, () => Promise<LegalPageRecord>> = {
  "/privacy-policy": () => import("./privacy-policy").then((m) => m.page),
  "/terms-of-service": () => import("./terms-of-service").then((m) => m.page),
  "/cookie-policy": () => import("./cookie-policy").then((m) => m.page),
  "/accessibility": () => import("./accessibility").then((m) => m.page),
};
