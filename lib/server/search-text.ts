/**
 * Search text normalisation: lower case, Vietnamese diacritics stripped, 'đ' → 'd',
 * whitespace collapsed and trimmed, full-width characters made plain. The same function builds the stored index column and
 * normalises the visitor's keyword, so "Tây Hồ", "tay ho" and "TAY HO" all match.
 */
export function normaliseSearchText(input: string): string {
  return input
    .normalize('NFKC') // full-width letters, digits and spaces (common in Japanese input) become plain ones
    .toLowerCase()
    .replace(/đ/g, 'd')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .normalize('NFC')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Escapes LIKE wildcards so that `%`, `_` and `\` in a keyword are matched literally. */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** The words of a keyword, normalised, each at most 64 characters, at most 8 words. */
export function keywordTerms(keyword: string | undefined): string[] {
  if (!keyword) return [];
  return normaliseSearchText(keyword)
    .split(' ')
    .filter((w) => w !== '')
    .slice(0, 8)
    .map((w) => w.slice(0, 64));
}
