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

  it('defuses the fullwidth forms a Japanese spreadsheet reads as formula starts, and any start after blanks or line breaks', () => {
    for (const evil of ['＝HYPERLINK("http://x")', '＋1+1', '－2+3', '＠SUM(A1)', ' =1+1', '\u3000＝1', '\u00a0@SUM(A1)', '\n=1', '\n\r+1', '\u200b=1', '\ufeff=1', '﹦1']) {
      expect(csvCell(evil), JSON.stringify(evil)).toBe(`"'${evil.replace(/"/g, '""')}"`);
    }
    for (const plain of ['山田 ＝ 太郎', 'a＋b', ' plain', '1,200 USD']) expect(csvCell(plain)).toBe(`"${plain}"`);
  });

  it('never lets a cell end its quoting early, whatever the text', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.tuple(fc.array(fc.constantFrom(' ', '\u3000', '\u00a0', '\n', '\t')), fc.constantFrom('=', '＝', '+', '＋', '-', '－', '@', '＠', 'a'), fc.string()).map((parts) => parts.flat().join(''))), (s) => {
        const cell = csvCell(s);
        const inner = cell.slice(1, -1);
        expect(cell.startsWith('"') && cell.endsWith('"')).toBe(true);
        expect(inner.replace(/""/g, '')).not.toContain('"');
        expect(/^[\s\u3000]*[=+\-@＝＋－＠]|^[\t\r\n]/u.test(inner)).toBe(false);
      }),
    );
  });
});
