import { escapeHtml } from "@/shared/escape-html";

/** A rendered message, ready for the outbox. */
export type EmailContent = { subject: string; text: string; html: string };

export type EmailSection =
  | { type: "paragraph"; text: string }
  | { type: "rows"; rows: readonly { label: string; value: string; strong?: boolean }[] }
  | { type: "list"; items: readonly string[] }
  /** A call to action: a button in HTML, "label: url" in text. */
  | { type: "link"; label: string; url: string }
  /** Small print after the message, with an inline link (an unsubscribe). */
  | { type: "note"; text: string; link: { label: string; url: string } };

/** The buttons' colour when the business has none of its own (AA against white text). */
const DEFAULT_BUTTON_COLOR = "#1d4ed8";

/**
 * A header value on one line: customer-typed text (a name in a subject) could otherwise carry
 * CR/LF and start a header of its own (Bcc:), or control characters mail clients mangle.
 */
export function toHeaderText(value: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are the point
  return value.replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, " ").trim();
}

function sectionText(section: EmailSection): string {
  switch (section.type) {
    case "paragraph":
      return section.text;
    case "rows":
      return section.rows.map((row) => `${row.label}: ${row.value}`).join("\n");
    case "list":
      return section.items.map((item, index) => `${index + 1}. ${item}`).join("\n");
    case "link":
      return `${section.label}: ${section.url}`;
    case "note":
      return `${section.text} ${section.link.label}: ${section.link.url}`;
  }
}

function sectionHtml(section: EmailSection, buttonColor: string): string {
  switch (section.type) {
    case "paragraph":
      return `<p style="margin:0 0 16px">${escapeHtml(section.text)}</p>`;
    case "rows": {
      const rows = section.rows
        .map((row) => {
          const weight = row.strong ? "font-weight:600;" : "";
          return `<tr><td style="padding:4px 16px 4px 0;${weight}">${escapeHtml(row.label)}</td><td style="padding:4px 0;text-align:right;${weight}">${escapeHtml(row.value)}</td></tr>`;
        })
        .join("");
      return `<table role="presentation" style="border-collapse:collapse;margin:0 0 16px">${rows}</table>`;
    }
    case "list":
      return `<ol style="margin:0 0 16px;padding-left:20px">${section.items.map((item) => `<li>${escapeHtml(item)}</li>`).join("")}</ol>`;
    case "link":
      return `<p style="margin:0 0 16px"><a href="${escapeHtml(section.url)}" style="display:inline-block;background:${escapeHtml(buttonColor)};color:#ffffff;padding:10px 18px;border-radius:6px;text-decoration:none;font-weight:600">${escapeHtml(section.label)}</a></p>`;
    case "note":
      return `<p style="margin:24px 0 0;font-size:12px;color:#4b5565">${escapeHtml(section.text)} <a href="${escapeHtml(section.link.url)}" style="color:#4b5565">${escapeHtml(section.link.label)}</a></p>`;
  }
}

/**
 * One plain-text and one simple HTML body from the same sections; every value is escaped
 * in the HTML, so customer-typed text can never become markup.
 */
export function renderEmail(options: {
  subject: string;
  heading: string;
  sections: readonly EmailSection[];
  signature: string;
  /** The business's brand colour for buttons (validated "#RRGGBB", AA against white). */
  buttonColor?: string | undefined;
}): EmailContent {
  const { heading, sections, signature } = options;
  const buttonColor = options.buttonColor ?? DEFAULT_BUTTON_COLOR;
  const subject = toHeaderText(options.subject);
  const text = [heading, ...sections.map(sectionText), signature].join("\n\n");
  const html = [
    '<!doctype html><html lang="en"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(subject)}</title></head>`,
    '<body style="font-family:Arial,Helvetica,sans-serif;color:#0f172a;line-height:1.5">',
    `<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(heading)}</h1>`,
    ...sections.map((section) => sectionHtml(section, buttonColor)),
    `<p style="margin:24px 0 0;color:#4b5565">${escapeHtml(signature)}</p>`,
    "</body></html>",
  ].join("");
  return { subject, text, html };
}

/** "Northside Snow Co. · (555) 010-0199 · hello@example.com", without a phone it has not set. */
export function businessSignature(config: {
  name: string;
  contact: { phone?: string | undefined; email: string };
}): string {
  return [config.name, config.contact.phone, config.contact.email].filter(Boolean).join(" · ");
}
