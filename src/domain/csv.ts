export type CsvValue = string | number | boolean | null | undefined;

/** Characters a spreadsheet reads as the start of a formula (OWASP "CSV injection"). */
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/**
 * One CSV cell (RFC 4180): quoted when it holds a comma, a quote or a line break, quotes doubled.
 * Text that would start a formula gets a leading apostrophe, so a spreadsheet shows it as text;
 * numbers are ours, never user input, and are written as they are.
 */
export function formatCsvCell(value: CsvValue): string {
  if (value === null || value === undefined) return "";
  if (typeof value !== "string") return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One CSV record, ended by CRLF as RFC 4180 says. */
export function formatCsvRow(values: readonly CsvValue[]): string {
  return `${values.map(formatCsvCell).join(",")}\r\n`;
}
