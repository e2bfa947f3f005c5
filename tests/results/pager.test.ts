import { describe, expect, it } from 'vitest';
import { clampPage, pagerItems, pagerText, pagerTokens } from '@/components/ui/pager';

const desktop = (current: number, count: number) => pagerText(pagerItems(current, count), 'desktop');
const mobile = (current: number, count: number) => pagerText(pagerItems(current, count), 'mobile');

describe('results pager', () => {
  it('shows every page when there are few', () => {
    expect(desktop(1, 1)).toBe('[1]');
    expect(desktop(2, 5)).toBe('1 [2] 3 4 5');
    expect(mobile(2, 3)).toBe('1 [2] 3');
  });

  it('keeps two margin pages at each end and one page around the current one on wide screens', () => {
    expect(desktop(1, 20)).toBe('[1] 2 … 19 20');
    expect(desktop(10, 20)).toBe('1 2 … [10] … 19 20');
    expect(desktop(20, 20)).toBe('1 2 … 19 [20]');
  });

  it('keeps one margin page at each end on narrow screens', () => {
    expect(mobile(1, 20)).toBe('[1] … 20');
    expect(mobile(10, 20)).toBe('1 … [10] … 20');
    expect(mobile(20, 20)).toBe('1 … [20]');
  });

  it('shows a lone hidden page instead of a gap, since the gap takes the same room', () => {
    expect(desktop(4, 20)).toBe('1 2 3 [4] … 19 20');
    expect(mobile(3, 20)).toBe('1 2 [3] … 20');
    expect(mobile(4, 20)).toBe('1 … [4] … 20');
  });

  it('lists each page and gap once, marking where it shows', () => {
    const items = pagerItems(4, 20);
    const pages = items.flatMap((i) => (i.kind === 'page' ? [i.page] : []));
    expect(pages).toEqual([...new Set(pages)]);
    expect(items.find((i) => i.kind === 'page' && i.page === 2)).toMatchObject({ desktop: true, mobile: false });
    expect(items.find((i) => i.kind === 'page' && i.page === 4)).toMatchObject({ desktop: true, mobile: true, current: true });
    const gaps = items.filter((i) => i.kind === 'gap');
    expect(gaps.map((g) => [g.desktop, g.mobile])).toEqual([
      [false, true],
      [true, true],
    ]);
  });

  it('keeps the current page inside the page count', () => {
    expect(clampPage(0, 5)).toBe(1);
    expect(clampPage(9, 5)).toBe(5);
    expect(clampPage(3, 0)).toBe(1);
    expect(pagerTokens(1, 0)).toEqual([]);
  });
});
