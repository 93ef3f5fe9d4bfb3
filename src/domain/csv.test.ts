import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatCsvCell, formatCsvRow } from "./csv";

/** Property runs do thousands of splits; a busy machine must not turn them into a timeout. */
const PROPERTY_TIMEOUT_MS = 30_000;

/** A small RFC 4180 reader, enough to prove that what we write reads back. */
function parseCsvRow(line: string): string[] {
  const cells: string[] = [];
  let cell = "";
  let quoted = false;
  for (let index = 0; index < line.length; index++) {
    const char = line[index]!;
    if (quoted) {
      if (char === '"' && line[index + 1] === '"') {
        cell += '"';
        index++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ",") {
      cells.push(cell);
      cell = "";
    } else cell += char;
  }
  cells.push(cell);
  return cells;
}

/**
 * The separators a spreadsheet's import may split a cell's text on (comma, semicolon, tab,
 * space, pipe, line breaks), and whether any piece then starts a formula, with or without
 * the "trim spaces" option.
 */
const SPLITTERS = [",", ";", "\t", " ", "|", "\r", "\n", /\s/u, /[\s,;|]/u] as const;
const FORMULA_START = /^[=+\-@\t\r]/;

function startsAFormulaAnywhere(text: string): boolean {
  return SPLITTERS.some((separator) =>
    text
      .split(separator)
      .some((piece) => FORMULA_START.test(piece) || /^[=+\-@]/.test(piece.trim())),
  );
}

/** Every cell is quoted; this is the text between the quotes, quotes undoubled. */
function readCell(cell: string): string {
  const [text, ...rest] = parseCsvRow(cell);
  expect(rest).toEqual([]);
  return text!;
}

describe("formatCsvCell", { timeout: PROPERTY_TIMEOUT_MS }, () => {
  it("quotes every cell, plain text and numbers too", () => {
    expect(formatCsvCell("Jane Doe")).toBe('"Jane Doe"');
    expect(formatCsvCell(209)).toBe('"209"');
    expect(formatCsvCell(true)).toBe('"true"');
  });

  it("writes null and undefined as an empty quoted cell", () => {
    expect(formatCsvCell(null)).toBe('""');
    expect(formatCsvCell(undefined)).toBe('""');
  });

  it("keeps commas, quotes and line breaks inside the quotes, doubling quotes (RFC 4180)", () => {
    expect(formatCsvCell("12 Main St, Apt 4")).toBe('"12 Main St, Apt 4"');
    expect(formatCsvCell('The "big" one')).toBe('"The ""big"" one"');
    expect(formatCsvCell("line 1\nline 2")).toBe('"line 1\nline 2"');
    expect(formatCsvCell("line 1\r\nline 2")).toBe('"line 1\r\nline 2"');
  });

  it.each([
    ['=HYPERLINK("http://evil")', '"\'=HYPERLINK(""http://evil"")"'],
    ["+1 555 0100", '"\'+1 555 0100"'],
    ["-2+3", '"\'-2+3"'],
    ["@SUM(A1)", '"\'@SUM(A1)"'],
    ["\tcmd", '"\'\tcmd"'],
    ["\rcmd", '"\'\rcmd"'],
  ])("neutralises a text cell starting with a formula character: %j", (input, expected) => {
    expect(formatCsvCell(input)).toBe(expected);
  });

  it.each([
    ["Main St;=1+1", '"Main St;\'=1+1"'],
    ["Main St,=1+1", '"Main St,\'=1+1"'],
    ["Main St\t=1+1", '"Main St\t\'=1+1"'],
    ["Main St =1+1", '"Main St \'=1+1"'],
    ["Main St|@SUM(A1)", '"Main St|\'@SUM(A1)"'],
    ["line 1\n+cmd", '"line 1\n\'+cmd"'],
    ["a;  -2+3", '"a;  \'-2+3"'],
    ['x;=cmd|" /C calc"!A0', '"x;\'=cmd|"" /C calc""!A0"'],
  ])(
    "neutralises a formula after a separator a spreadsheet may split on: %j",
    (input, expected) => {
      expect(formatCsvCell(input)).toBe(expected);
    },
  );

  it("leaves formula characters inside words alone", () => {
    expect(formatCsvCell("(555) 010-0100")).toBe('"(555) 010-0100"');
    expect(formatCsvCell("jane+snow@example.com")).toBe('"jane+snow@example.com"');
    expect(formatCsvCell("Mary-Jane O'Neil")).toBe('"Mary-Jane O\'Neil"');
  });

  it("does not neutralise negative numbers it was given as numbers", () => {
    expect(formatCsvCell(-60)).toBe('"-60"');
  });

  it("writes any text as one quoted cell that no split can turn into a formula", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary" }), (text) => {
        const cell = formatCsvCell(text);
        expect(cell.startsWith('"') && cell.endsWith('"')).toBe(true);
        const readBack = readCell(cell);
        expect(startsAFormulaAnywhere(readBack)).toBe(false);
        // Only apostrophes are added: the text itself is all there, in order.
        expect(readBack.replaceAll("'", "")).toBe(text.replaceAll("'", ""));
      }),
    );
  });

  it("writes text that holds no formula character unchanged between the quotes", () => {
    fc.assert(
      fc.property(
        fc.string({ unit: "binary" }).filter((text) => !/[=+\-@\t\r]/.test(text)),
        (text) => {
          expect(readCell(formatCsvCell(text))).toBe(text);
        },
      ),
    );
  });

  it("neutralises formulas built from separators and formula characters", () => {
    const hostile = fc.string({
      unit: fc.constantFrom("=", "+", "-", "@", "\t", "\r", "\n", ",", ";", " ", "|", "a", "1"),
    });
    fc.assert(
      fc.property(hostile, (text) => {
        expect(startsAFormulaAnywhere(readCell(formatCsvCell(text)))).toBe(false);
      }),
      { numRuns: 2000 },
    );
  });
});

describe("formatCsvRow", { timeout: PROPERTY_TIMEOUT_MS }, () => {
  it("joins quoted cells with commas and ends the record with CRLF", () => {
    expect(formatCsvRow(["a", 1, null, "b,c"])).toBe('"a","1","","b,c"\r\n');
  });

  it("reads back to the same number of cells, none starting a formula", () => {
    fc.assert(
      fc.property(fc.array(fc.string(), { minLength: 1, maxLength: 6 }), (cells) => {
        const line = formatCsvRow(cells);
        expect(line.endsWith("\r\n")).toBe(true);
        const readBack = parseCsvRow(line.slice(0, -2));
        expect(readBack).toHaveLength(cells.length);
        readBack.forEach((cell, index) => {
          expect(startsAFormulaAnywhere(cell)).toBe(false);
          expect(cell.replaceAll("'", "")).toBe(cells[index]!.replaceAll("'", ""));
        });
      }),
    );
  });
});
