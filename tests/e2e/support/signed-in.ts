import type { Page } from "@playwright/test";
import {
  CONSENT_STORAGE_KEY,
  NON_ESSENTIAL_DENIED,
  serializeConsent,
} from "@/web/lib/consent/consent-choices";

const TOKEN_KEY = "quotewise.adminToken";

/**
 * Opens `url` as a returning member would: signed in with `token`, the cookie choice made
 * (essential only), in one page load. Stored before the page's first script runs, and only on
 * the first load of the tab, so a sign-out later in the test stays signed out.
 */
export async function openSignedIn(page: Page, token: string, url: string): Promise<void> {
  const consent = serializeConsent(NON_ESSENTIAL_DENIED, new Date());
  await page.addInitScript(
    ({ tokenKey, token, consentKey, consent }) => {
      if (sessionStorage.getItem("qw-e2e-signed-in")) return;
      sessionStorage.setItem("qw-e2e-signed-in", "yes");
      localStorage.setItem(tokenKey, token);
      localStorage.setItem(consentKey, consent);
    },
    { tokenKey: TOKEN_KEY, token, consentKey: CONSENT_STORAGE_KEY, consent },
  );
  await page.goto(url);
}
