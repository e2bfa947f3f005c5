import type { Page } from '@playwright/test';

/** localStorage keys of SPEC §3 whose values are comma-joined ids. */
export type IdListKey = 'RESIDENCES_LIKE' | 'OFFICES_LIKE' | 'HISTORY';

/**
 * Sets localStorage entries before any script of the page runs, on every navigation of this page
 * (including reloads), so islands read them on their first render. Values are written as given.
 */
export async function seedLocalStorage(page: Page, entries: Record<string, string>): Promise<void> {
  await page.addInitScript((items: Record<string, string>) => {
    for (const [key, value] of Object.entries(items)) window.localStorage.setItem(key, value);
  }, entries);
}

/** Sets id-list keys (favourites, history) as the site stores them: ids joined by commas. */
export async function seedIdLists(page: Page, lists: Partial<Record<IdListKey, readonly number[]>>): Promise<void> {
  const entries: Record<string, string> = {};
  for (const [key, ids] of Object.entries(lists)) if (ids) entries[key] = ids.join(',');
  await seedLocalStorage(page, entries);
}

/** Reads an id-list key back as numbers (empty when unset or blank). */
export async function readIdList(page: Page, key: IdListKey): Promise<number[]> {
  const raw = await page.evaluate((k) => window.localStorage.getItem(k), key);
  return raw ? raw.split(',').filter(Boolean).map(Number) : [];
}
