import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatCsvCell, formatCsvRow } from "./csv";

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

/** What a spreadsheet should see: the text, behind a quote mark when it would start a formula. */
function neutralised(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

describe("formatCsvCell", () => {
  it("leaves plain text and numbers as they are", () => {
    expect(formatCsvCell("Jane Doe")).toBe("Jane Doe");
    expect(formatCsvCell(209)).toBe("209");
    expect(formatCsvCell(true)).toBe("true");
  });

  it("writes null and undefined as an empty cell", () => {
    expect(formatCsvCell(null)).toBe("");
    expect(formatCsvCell(undefined)).toBe("");
  });

  it("quotes cells with a comma, a quote or a line break, doubling quotes (RFC 4180)", () => {
    expect(formatCsvCell("12 Main St, Apt 4")).toBe('"12 Main St, Apt 4"');
    expect(formatCsvCell('The "big" one')).toBe('"The ""big"" one"');
    expect(formatCsvCell("line 1\nline 2")).toBe('"line 1\nline 2"');
    expect(formatCsvCell("line 1\r\nline 2")).toBe('"line 1\r\nline 2"');
  });

  it.each([
    ['=HYPERLINK("http://evil")', '\'=HYPERLINK(""http://evil"")'],
    ["+1 555 0100", "'+1 555 0100"],
    ["-2+3", "'-2+3"],
    ["@SUM(A1)", "'@SUM(A1)"],
    ["\tcmd", "'\tcmd"],
    ["\rcmd", "'\rcmd"],
  ])("neutralises a text cell starting with a formula character: %j", (input, expected) => {
    const cell = formatCsvCell(input);
    const unquoted = cell.startsWith('"') ? cell.slice(1, -1) : cell;
    expect(unquoted).toBe(expected);
  });

  it("does not neutralise negative numbers it was given as numbers", () => {
    expect(formatCsvCell(-60)).toBe("-60");
  });

  it("writes any text so that it reads back as one cell, never starting a formula", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary" }), (text) => {
        const cell = formatCsvCell(text);
        const [readBack, ...rest] = parseCsvRow(cell);
        expect(rest).toEqual([]);
        expect(readBack).toBe(neutralised(text));
      }),
    );
  });
});

describe("formatCsvRow", () => {
  it("joins cells with commas and ends the record with CRLF", () => {
    expect(formatCsvRow(["a", 1, null, "b,c"])).toBe('a,1,,"b,c"\r\n');
  });

  it("reads back to the same cells", () => {
    fc.assert(
      fc.property(fc.array(fc.string(), { minLength: 1, maxLength: 6 }), (cells) => {
        const line = formatCsvRow(cells);
        expect(line.endsWith("\r\n")).toBe(true);
        expect(parseCsvRow(line.slice(0, -2))).toEqual(cells.map(neutralised));
      }),
    );
  });
});
