/**
 * The one inline script of the pages (docs/decisions/016-preact-and-server-rendered-first-steps.md),
 * run in the head before the first paint: when the visitor's stored cookie choice is valid (the
 * rules of src/web/lib/consent/consent-choices.ts: version 1, decided at most a year ago),
 * it marks the page so the prerendered cookie banner stays hidden instead of showing and then
 * vanishing. The app, hydrated, decides for itself and removes the mark. The server allows this
 * exact text by its hash in the Content-Security-Policy; any other inline script stays refused.
 */
export const CONSENT_STORAGE_KEY = "qw-consent";
export const CONSENT_MAX_AGE_MS = 365 * 24 * 60 * 60 * 1000;
export const CONSENT_VERSION = 1;
export const CONSENT_DECIDED_CLASS = "consent-decided";

export const CONSENT_PEEK_SCRIPT = `try{var c=JSON.parse(localStorage.getItem(${JSON.stringify(CONSENT_STORAGE_KEY)}));if(c&&c.version===${CONSENT_VERSION}&&c.choices&&Date.now()-Date.parse(c.decidedAt)<=${CONSENT_MAX_AGE_MS})document.documentElement.classList.add(${JSON.stringify(CONSENT_DECIDED_CLASS)})}catch(e){}`;
