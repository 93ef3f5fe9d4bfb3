import type { LegalPath } from "@/shared/site-pages";

export type LegalBlock =
  | { type: "paragraph"; text: string }
  | { type: "list"; items: readonly string[] }
  | {
      type: "table";
      caption: string;
      columns: readonly string[];
      rows: readonly (readonly string[])[];
    };

export interface LegalSection {
  heading: string;
  blocks: readonly LegalBlock[];
}

export interface LegalPageRecord {
  path: LegalPath;
  title: string;
  description: string;
  /** "Effective April 8, 2025" or "Last updated September 24, 2025". */
  dateLine: { label: "Effective" | "Last updated"; date: string; isoDate: string };
  intro: string;
  /** Shows a button that opens the cookie settings (the cookie policy). */
  cookieSettingsButton?: boolean;
  sections: readonly LegalSection[];
}

export const paragraph = (text: string): LegalBlock => ({ type: "paragraph", text });
export const list = (...items: string[]): LegalBlock => ({ type: "list", items });
