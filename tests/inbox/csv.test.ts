import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BOM, csvCell, toCsv } from '@/lib/server/inbox/csv';

describe('CSV for Excel', () => {
  it('starts with a byte-order mark and quotes every field, CRLF between lines', () => {
    expect(toCsv(['a', 'b'], [['山田', 3], [null, undefined]])).toBe(`${BOM}"a","b"\r\n"山田","3"\r\n"",""\r\n`);
  });

  it('doubles quotes and keeps commas and line breaks inside the field', () => {
    expect(csvCell('He said "hi", then\nleft')).toBe('"He said ""hi"", then\nleft"');
  });

  it('defuses cells a spreadsheet would run as a formula', () => {
    for (const evil of ['=HYPERLINK("http://x")', '+1+1', '-2+3', '@SUM(A1)', '\t=1', '\r=1']) {
      expect(csvCell(evil)).toBe(`"'${evil.replace(/"/g, '""')}"`);
    }
    expect(csvCell('a=1')).toBe('"a=1"');
  });

  it('never lets a cell end its quoting early, whatever the text', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const cell = csvCell(s);
        const inner = cell.slice(1, -1);
        expect(cell.startsWith('"') && cell.endsWith('"')).toBe(true);
        expect(inner.replace(/""/g, '')).not.toContain('"');
        expect(/^[=+\-@\t\r]/.test(inner)).toBe(false);
      }),
    );
  });
});
