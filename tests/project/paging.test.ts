import { describe, expect, it } from 'vitest';
import { pageHref, pageRange, parsePageIndex, parseProjectPageSize } from '@/components/project/paging';
import { parseProjectId } from '@/components/project/project-id';

describe('paging query values', () => {
  it('reads the page index, falling back to 1 for anything but a positive integer', () => {
    expect(parsePageIndex({ pageIndex: '3' })).toBe(3);
    expect(parsePageIndex({ pageIndex: ['2', '5'] })).toBe(2);
    for (const bad of [undefined, '', '0', '-1', '1.5', 'abc', '99999999999', '03', ' 3', '+3']) expect(parsePageIndex({ pageIndex: bad })).toBe(1);
  });

  it('accepts only the project page sizes 9, 18, 27, 36, 45 and 60, default 9', () => {
    for (const size of [9, 18, 27, 36, 45, 60]) expect(parseProjectPageSize({ pageSize: String(size) })).toBe(size);
    for (const bad of [undefined, '10', '100', '0', 'x', '018', ' 18', '+18', '18.0', '1.8e1']) expect(parseProjectPageSize({ pageSize: bad })).toBe(9);
  });

  it('reads a project id from the address, or null', () => {
    expect(parseProjectId('17')).toBe(17);
    for (const bad of ['0', '-3', 'abc', '1e3', '12abc', '99999999999', '', '017', '+17', ' 17']) expect(parseProjectId(bad)).toBeNull();
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
