/**
 * CSV for Excel: a UTF-8 byte-order mark (without it Excel reads UTF-8 as the local code page and
 * Japanese names turn to mojibake), CRLF line ends, every field quoted. A cell that starts with
 * = + - @ (or a tab or carriage return) would be run as a formula by a spreadsheet, so it is
 * prefixed with a single quote (OWASP "CSV injection").
 */
export const BOM = '\uFEFF';

export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

export function toCsv(header: readonly string[], rows: readonly (readonly (string | number | null | undefined)[])[]): string {
  const lines = [header, ...rows].map((cells) => cells.map(csvCell).join(','));
  return `${BOM}${lines.join('\r\n')}\r\n`;
}
