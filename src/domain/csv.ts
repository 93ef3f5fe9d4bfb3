export type CsvValue = string | number | boolean | null | undefined;

/**
 * A character that starts a formula (OWASP "CSV injection") where a spreadsheet begins a cell:
 * at the start of the text, or after any character its import may split cells on (comma,
 * semicolon, pipe, any whitespace: semicolon locales, LibreOffice's separator and "trim
 * spaces" options). Each gets an apostrophe before it, so the spreadsheet shows text.
 */
const FORMULA_TRIGGER = /(?<=^|[\s,;|])(?=[=+\-@\t\r])/gu;

/**
 * One CSV cell (RFC 4180), always quoted, quotes doubled, formula triggers neutralised.
 * Numbers are ours, never user input, and are written as they are.
 */
export function formatCsvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '""';
  const text = typeof value === "string" ? value.replace(FORMULA_TRIGGER, "'") : String(value);
  return `"${text.replaceAll('"', '""')}"`;
}

/** One CSV record, ended by CRLF as RFC 4180 says. */
export function formatCsvRow(values: readonly CsvValue[]): string {
  return `${values.map(formatCsvCell).join(",")}\r\n`;
}
