/**
 * CSV for Excel: a UTF-8 byte-order mark (without it Excel reads UTF-8 as the local code page and
 * Japanese names turn to mojibake), CRLF line ends, every field quoted. A cell that starts with
 * = + - @ would be run as a formula by a spreadsheet, so it is prefixed with a single quote (OWASP
 * "CSV injection"); so is one that starts with their fullwidth and small forms (＝ ＋ － ＠, which
 * a Japanese Excel reads as the ASCII ones), or with any of them after leading blanks or line
 * breaks, or with a tab or a line break at all.
 */
export const BOM = '\uFEFF';

const FORMULA_START = /^[\s\u0000-\u001f\u007f-\u009f\u200b-\u200d\u2060\ufeff]*[=+\-@\uff1d\uff0b\uff0d\uff20\ufe62\ufe63\ufe66\ufe6b]|^[\t\r\n]/;

export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

export function toCsv(header: readonly string[], rows: readonly (readonly (string | number | null | undefined)[])[]): string {
  const lines = [header, ...rows].map((cells) => cells.map(csvCell).join(','));
  return `${BOM}${lines.join('\r\n')}\r\n`;
}
