import { describe, expect, it } from 'vitest';
import { escapeLike, keywordTerms, normaliseSearchText } from '@/lib/server/search-text';

describe('normaliseSearchText', () => {
  it('lower-cases, strips Vietnamese diacritics and turns đ into d', () => {
    expect(normaliseSearchText('Tây Hồ')).toBe('tay ho');
    expect(normaliseSearchText('ĐỐNG ĐA')).toBe('dong da');
    expect(normaliseSearchText('Quận 1')).toBe('quan 1');
    expect(normaliseSearchText('Thảo Điền (Thủ Đức)')).toBe('thao dien (thu duc)');
  });

  it('trims and collapses whitespace, full-width spaces included', () => {
    expect(normaliseSearchText('  Ba\u3000Đình \n ')).toBe('ba dinh');
  });

  it('makes full-width letters plain and keeps Japanese readable', () => {
    expect(normaliseSearchText('ＨＮＲ００１')).toBe('hnr001');
    expect(normaliseSearchText('タイホー区')).toBe('タイホー区');
    expect(normaliseSearchText('ガーデン')).toBe('ガーデン');
  });
});

describe('keywordTerms and escapeLike', () => {
  it('splits a keyword into normalised words', () => {
    expect(keywordTerms('  Tây  Hồ ')).toEqual(['tay', 'ho']);
    expect(keywordTerms(undefined)).toEqual([]);
    expect(keywordTerms('a b c d e f g h i j')).toHaveLength(8);
  });

  it('escapes LIKE wildcards', () => {
    expect(escapeLike('50%_off\\')).toBe('50\\%\\_off\\\\');
  });
});
