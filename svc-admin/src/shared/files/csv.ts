/** A field a spreadsheet would run as a formula (OWASP's list: = + - @ tab, carriage return). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** Excel reads a CSV as UTF-8 only when it starts with the byte order mark (without it, "✓" and "é" come out mangled). */
export const UTF8_BOM = '\uFEFF';

/** A cell: text (quoted), a number (bare, so a spreadsheet sums it), or nothing (an empty field). */
export type CsvCell = string | number | null;

/**
 * One CSV field: text is always quoted (RFC 4180), and text that a spreadsheet would run as a formula is kept
 * as text by a leading apostrophe, so `=HYPERLINK(…)` in a business name stays a name. A number is written
 * bare (a finite one only: it cannot carry a formula), and nothing is an empty field.
 */
export function csvField(value: CsvCell): string {
  if (value === null) return '';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new RangeError(`csvField: ${value} is not a number a spreadsheet can read`);
    return String(value);
  }
  const inert = FORMULA_START.test(value) ? `'${value}` : value;
  return `"${inert.replaceAll('"', '""')}"`;
}

export const csvRow = (fields: readonly CsvCell[]): string => `${fields.map(csvField).join(',')}\r\n`;

/** Cents as a number of dollars with its cents (5130.00 → 5130), for a cell a spreadsheet adds up. */
export const dollarsCell = (cents: number): number => cents / 100;
