import { normaliseSearchText } from '../search-text';

/** An ascii URL slug: the search normalisation (no diacritics, đ→d, lower case), then dashes (as the seed makes them). */
export function slugify(text: string): string {
  return normaliseSearchText(text)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
}
