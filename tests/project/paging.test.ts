import { describe, expect, it } from 'vitest';
import { pageHref, pageLinks, pageRange, parsePageIndex, parseProjectPageSize, type PageLink } from '@/components/project/paging';
import { parseProjectId } from '@/components/project/project-id';

/** `1 2 … 5 [6] 7 … 11 12` as a string, to read the pager at a glance. */
function show(links: PageLink[]): string {
  return links.map((l) => (l.kind === 'gap' ? '…' : l.current ? `[${l.page}]` : String(l.page))).join(' ');
}

describe('pageLinks (1 page range, 2 margin pages)', () => {
  it('lists every page when there are few', () => {
    expect(show(pageLinks(1, 1))).toBe('[1]');
    expect(show(pageLinks(2, 2))).toBe('1 [2]');
    expect(show(pageLinks(3, 5))).toBe('1 2 [3] 4 5');
  });

  it('keeps two pages at each end and one around the current page, with gaps between', () => {
    expect(show(pageLinks(6, 12))).toBe('1 2 … [6] … 11 12');
    expect(show(pageLinks(1, 12))).toBe('[1] 2 … 11 12');
    expect(show(pageLinks(12, 12))).toBe('1 2 … 11 [12]');
  });

  it('shows a page rather than a gap that would hide only that page', () => {
    expect(show(pageLinks(4, 12))).toBe('1 2 3 [4] … 11 12');
    expect(show(pageLinks(9, 12))).toBe('1 2 … [9] 10 11 12');
  });

  it('clamps a current page outside the range and returns nothing without pages', () => {
    expect(show(pageLinks(99, 3))).toBe('1 2 [3]');
    expect(pageLinks(1, 0)).toEqual([]);
  });
});

describe('paging query values', () => {
  it('reads the page index, falling back to 1 for anything but a positive integer', () => {
    expect(parsePageIndex({ pageIndex: '3' })).toBe(3);
    expect(parsePageIndex({ pageIndex: ['2', '5'] })).toBe(2);
    for (const bad of [undefined, '', '0', '-1', '1.5', 'abc', '99999999999']) expect(parsePageIndex({ pageIndex: bad })).toBe(1);
  });

  it('accepts only the project page sizes 9, 18, 27, 36, 45 and 60, default 9', () => {
    for (const size of [9, 18, 27, 36, 45, 60]) expect(parseProjectPageSize({ pageSize: String(size) })).toBe(size);
    for (const bad of [undefined, '10', '100', '0', 'x']) expect(parseProjectPageSize({ pageSize: bad })).toBe(9);
  });

  it('reads a project id from the address, or null', () => {
    expect(parseProjectId('17')).toBe(17);
    for (const bad of ['0', '-3', 'abc', '1e3', '12abc', '99999999999', '']) expect(parseProjectId(bad)).toBeNull();
  });
});

describe('page addresses and ranges', () => {
  it('keeps the other query values and drops pageIndex on page 1', () => {
    expect(pageHref('/en/projects', {}, 1)).toBe('/en/projects');
    expect(pageHref('/en/projects', {}, 2)).toBe('/en/projects?pageIndex=2');
    expect(pageHref('/jp/projects', { pageSize: 18, pageIndex: 4 }, 3)).toBe('/jp/projects?pageSize=18&pageIndex=3');
  });

  it('numbers the first and last item of a page', () => {
    expect(pageRange(1, 9, 11)).toEqual({ from: 1, to: 9 });
    expect(pageRange(2, 9, 11)).toEqual({ from: 10, to: 11 });
    expect(pageRange(1, 9, 0)).toEqual({ from: 0, to: 0 });
  });
});
