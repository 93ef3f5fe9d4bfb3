import PDFDocument from "pdfkit";
import type { Receipt, ReceiptRow } from "@/domain/receipt";

/**
 * Draws a receipt as a one-page PDF whose text can be selected and searched, in the PDF's own
 * Helvetica (nothing to load). Helvetica's encoding covers Western European text; any other
 * letter is written without its accent, or as "?" (docs/product/receipts.md#the-document).
 */

const PAGE_MARGIN = 54;
const INK = "#1f2937";
const MUTED = "#4b5563";
const DEFAULT_ACCENT = "#1d4ed8";

/** Windows-1252's letters beyond Latin-1, which Helvetica's encoding also has. */
const WIN_ANSI_EXTRA = new Set("€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ");

function isWinAnsi(character: string): boolean {
  const code = character.codePointAt(0)!;
  return (
    (code >= 0x20 && code <= 0x7e) ||
    (code >= 0xa0 && code <= 0xff) ||
    WIN_ANSI_EXTRA.has(character)
  );
}

export function toWinAnsi(text: string): string {
  return Array.from(text, (character) => {
    if (isWinAnsi(character)) return character;
    const base = character.normalize("NFKD").replace(/\p{M}/gu, "");
    return Array.from(base).every(isWinAnsi) && base !== "" ? base : "?";
  }).join("");
}

export async function renderReceiptPdf(
  receipt: Receipt,
  options: { accentColor?: string; footer: string },
): Promise<Buffer> {
  const document = new PDFDocument({
    size: "LETTER",
    margin: PAGE_MARGIN,
    info: {
      Title: toWinAnsi(
        `${receipt.title}${receipt.number ? ` ${receipt.number}` : ""}, ${receipt.from[0] ?? ""}`,
      ),
      Author: toWinAnsi(receipt.from[0] ?? ""),
    },
  });
  const chunks: Buffer[] = [];
  document.on("data", (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    document.on("end", resolve);
    document.on("error", reject);
  });

  const accent = options.accentColor ?? DEFAULT_ACCENT;
  const width = document.page.width - 2 * PAGE_MARGIN;
  const write = (text: string, font = "Helvetica", size = 10, color = INK) =>
    document.font(font).fontSize(size).fillColor(color).text(toWinAnsi(text), { width });

  document.rect(0, 0, document.page.width, 8).fill(accent);
  document.moveDown(0.5);
  write(receipt.from[0] ?? "", "Helvetica-Bold", 16);
  for (const line of receipt.from.slice(1)) write(line, "Helvetica", 10, MUTED);
  document.moveDown();

  write(
    `${receipt.title}${receipt.number ? ` ${receipt.number}` : ""}`,
    "Helvetica-Bold",
    20,
    accent,
  );
  if (receipt.warning) write(receipt.warning, "Helvetica-Bold", 10, "#b91c1c");
  drawRows(document, receipt.details, width);
  document.moveDown();

  write("Billed to", "Helvetica-Bold", 11);
  for (const line of receipt.to) write(line);
  document.moveDown();

  write("Service", "Helvetica-Bold", 11);
  drawRows(document, receipt.sold, width);
  document.moveDown();

  write("Charges", "Helvetica-Bold", 11);
  drawRows(document, receipt.lines, width);
  drawRows(document, [receipt.total], width, "Helvetica-Bold");
  document.moveDown();

  write("Payments", "Helvetica-Bold", 11);
  drawRows(document, receipt.payments, width);
  drawRows(document, receipt.summary, width, "Helvetica-Bold");
  document.moveDown(2);

  write(options.footer, "Helvetica", 9, MUTED);
  document.end();
  await ended;
  return Buffer.concat(chunks);
}

/** Label on the left, value on the right, one row per line (a long label wraps in its column). */
function drawRows(
  document: PDFKit.PDFDocument,
  rows: readonly ReceiptRow[],
  width: number,
  font = "Helvetica",
) {
  const valueWidth = Math.round(width * 0.4);
  const labelWidth = width - valueWidth - 12;
  for (const row of rows) {
    const top = document.y;
    document.font(font).fontSize(10).fillColor(INK);
    document.text(toWinAnsi(row.label), PAGE_MARGIN, top, { width: labelWidth });
    const labelBottom = document.y;
    document.text(toWinAnsi(row.value), PAGE_MARGIN + labelWidth + 12, top, {
      width: valueWidth,
      align: "right",
    });
    document.x = PAGE_MARGIN;
    document.y = Math.max(labelBottom, document.y) + 2;
  }
}
