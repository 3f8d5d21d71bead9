/** A field a spreadsheet would run as a formula (OWASP's list: = + - @ tab, carriage return). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV field: always quoted (RFC 4180), and text that a spreadsheet would run as a formula is kept as
 * text by a leading apostrophe, so `=HYPERLINK(…)` in a business name stays a name.
 */
export function csvField(value: string): string {
  const inert = FORMULA_START.test(value) ? `'${value}` : value;
  return `"${inert.replaceAll('"', '""')}"`;
}

export const csvRow = (fields: readonly string[]): string => `${fields.map(csvField).join(',')}\r\n`;
