/**
 * The page links of a results pager (one page around the current one, two margin pages at
 * each end, one margin page on mobile). Both layouts come from one list, so every link exists once
 * in the document: each item says whether it shows on narrow screens, wide screens or both, and the
 * component hides it with CSS. Pure, so pages and tests share it.
 */

export type PagerItem =
  | { kind: 'page'; page: number; current: boolean; mobile: boolean; desktop: boolean }
  | { kind: 'gap'; key: string; mobile: boolean; desktop: boolean };

type Token = { kind: 'page'; page: number } | { kind: 'gap'; after: number };

/**
 * One layout in the manner of react-paginate: `margin` pages at each end, `range` pages centred on
 * the current one, a gap wherever pages are left out. A gap that would hide a single page shows
 * that page instead, since the gap takes the same room.
 */
export function pagerTokens(current: number, pageCount: number, range = 1, margin = 2): Token[] {
  if (pageCount < 1) return [];
  const page = clampPage(current, pageCount);
  const span = Math.max(1, range);
  let low = page - Math.floor((span - 1) / 2);
  let high = low + span - 1;
  if (low < 1) [low, high] = [1, Math.min(span, pageCount)];
  if (high > pageCount) [low, high] = [Math.max(1, pageCount - span + 1), pageCount];
  const shown = new Set<number>();
  for (let p = 1; p <= Math.min(margin, pageCount); p++) shown.add(p);
  for (let p = Math.max(1, pageCount - margin + 1); p <= pageCount; p++) shown.add(p);
  for (let p = low; p <= high; p++) shown.add(p);
  const out: Token[] = [];
  let previous = 0;
  for (const p of [...shown].sort((a, b) => a - b)) {
    if (p - previous === 2) out.push({ kind: 'page', page: p - 1 });
    else if (p - previous > 2) out.push({ kind: 'gap', after: previous });
    out.push({ kind: 'page', page: p });
    previous = p;
  }
  return out;
}

/** Keeps a page number inside 1…pageCount. */
export function clampPage(page: number, pageCount: number): number {
  return Math.min(Math.max(Math.trunc(page) || 1, 1), Math.max(pageCount, 1));
}

/**
 * The desktop layout (2 margin pages) and the mobile one (1 margin page) merged in page order.
 * A gap sits just after the page it follows, so the two layouts' gaps after the same page become
 * one item shown on both.
 */
export function pagerItems(current: number, pageCount: number, range = 1, margin = 2, mobileMargin = 1): PagerItem[] {
  const page = clampPage(current, pageCount);
  const position = (t: Token) => (t.kind === 'page' ? t.page : t.after + 0.5);
  const merged = new Map<number, PagerItem>();
  const add = (tokens: Token[], screen: 'mobile' | 'desktop') => {
    for (const t of tokens) {
      const at = position(t);
      const item =
        merged.get(at) ??
        (t.kind === 'page'
          ? { kind: 'page' as const, page: t.page, current: t.page === page, mobile: false, desktop: false }
          : { kind: 'gap' as const, key: `gap-${t.after}`, mobile: false, desktop: false });
      item[screen] = true;
      merged.set(at, item);
    }
  };
  add(pagerTokens(page, pageCount, range, margin), 'desktop');
  add(pagerTokens(page, pageCount, range, mobileMargin), 'mobile');
  return [...merged.entries()].sort(([a], [b]) => a - b).map(([, item]) => item);
}

/** The pages a screen shows, as text: `1 2 … 5 … 9 10`. For tests and debugging. */
export function pagerText(items: PagerItem[], screen: 'mobile' | 'desktop'): string {
  return items
    .filter((i) => i[screen])
    .map((i) => (i.kind === 'gap' ? '…' : i.current ? `[${i.page}]` : String(i.page)))
    .join(' ');
}
