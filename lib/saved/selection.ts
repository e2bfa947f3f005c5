/**
 * Selection on the favourites and history pages: the cards ticked
 * for an inquiry, and the copy of them the contact modal keeps in CONTACT_FAVORITE /
 * CONTACT_HISTORY as `[{ id, image, propertyId }]`.
 */

/** One selected listing as the contact modal stores it; `propertyId` is the reference quoted to the agency. */
export type ContactItem = { id: number; image: string; propertyId: string };

/**
 * The select-all rule: if any item of the page is unselected, select them all (keeping selections
 * made on other pages); otherwise deselect the page's items.
 */
export function toggleAll<T>(selected: ReadonlyMap<number, T>, page: readonly T[], idOf: (item: T) => number): Map<number, T> {
  const next = new Map(selected);
  const allSelected = page.length > 0 && page.every((item) => selected.has(idOf(item)));
  for (const item of page) {
    if (allSelected) next.delete(idOf(item));
    else next.set(idOf(item), item);
  }
  return next;
}

/** The select-all box's state for the page: checked, mixed or clear. */
export function pageSelection(selected: ReadonlyMap<number, unknown>, pageIds: readonly number[]): 'all' | 'some' | 'none' {
  const count = pageIds.filter((id) => selected.has(id)).length;
  if (count === 0) return 'none';
  return count === pageIds.length ? 'all' : 'some';
}

/** Adds or removes one item. */
export function toggleOne<T>(selected: ReadonlyMap<number, T>, id: number, item: T): Map<number, T> {
  const next = new Map(selected);
  if (next.has(id)) next.delete(id);
  else next.set(id, item);
  return next;
}

/** The reference a card is quoted by: its code (HNR000001) when it has one, else its id. */
export function contactItem(card: { id: number; propertyId: string; images: readonly string[] }): ContactItem {
  return { id: card.id, image: card.images[0] ?? '', propertyId: card.propertyId.trim() || String(card.id) };
}

function isContactItem(value: unknown): value is ContactItem {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return typeof v.id === 'number' && Number.isInteger(v.id) && v.id > 0 && typeof v.image === 'string' && typeof v.propertyId === 'string';
}

/**
 * Reads a stored contact selection. The value comes from the browser, so anything that is not a
 * list of `{ id, image, propertyId }` is dropped item by item (and broken JSON gives an empty list);
 * an id appears once.
 */
export function parseContactSelection(raw: string | null | undefined): ContactItem[] {
  if (!raw) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  const seen = new Set<number>();
  const out: ContactItem[] = [];
  for (const entry of value) {
    if (!isContactItem(entry) || seen.has(entry.id)) continue;
    seen.add(entry.id);
    out.push({ id: entry.id, image: entry.image, propertyId: entry.propertyId });
  }
  return out;
}

/** The stored form: JSON of the three fields only, `null` (remove the key) for an empty selection. */
export function serialiseContactSelection(items: readonly ContactItem[]): string | null {
  return items.length ? JSON.stringify(items.map(({ id, image, propertyId }) => ({ id, image, propertyId }))) : null;
}

/** A `mailto:` address with the subject and body encoded as RFC 6068 asks (spaces as %20, not +). */
export function mailtoHref(email: string, subject: string, body?: string): string {
  const parts = [`subject=${encodeURIComponent(subject)}`];
  if (body) parts.push(`body=${encodeURIComponent(body)}`);
  return `mailto:${email}?${parts.join('&')}`;
}
