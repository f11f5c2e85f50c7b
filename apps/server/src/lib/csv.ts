/**
 * CSV (RFC 4180) cells and rows. A cell holding a comma, a quote or a line break is quoted, its
 * quotes doubled; a text cell a spreadsheet would read as a formula (starting with = + - @, a tab
 * or a carriage return) is prefixed with ' so it stays text (CSV injection).
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

export function csvCell(value: string | null | undefined): string {
  let text = value ?? '';
  if (FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One line of cells, ended by CRLF. */
export function csvRow(cells: readonly (string | null | undefined)[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}
