// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TotalUnits } from '@/components/search/total-units.client';
import { toSearchParams } from '@/lib/api/client';
import { countQuery, type QueryRecord } from '@/lib/search/form';
import { islandWrapper, stubFetch } from './island';

const first: QueryRecord = { propertyType: 0, cityId: 1 };
const narrowed: QueryRecord = { propertyType: 0, cityId: 1, districtId: [7] };
const initial = { key: toSearchParams(countQuery(first)).toString(), count: 1234 };
// The pause after a change (1 s) plus the answer.
const AFTER_PAUSE = { timeout: 4_000 };

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});


describe('the search forms’ unit counter', () => {
  it('shows the count the page came with, asking nothing, then counts the new filters after a change', async () => {
    const calls = stubFetch(() => ({ body: { message: 42 } }));
    const { Wrapper } = islandWrapper(['search']);
    const view = render(<TotalUnits lang="en" query={first} initial={initial} />, { wrapper: Wrapper });
    const counter = screen.getByTestId('total-units');
    expect(counter).toHaveProperty('textContent', '1,234 properties match');
    expect(counter.getAttribute('data-count')).toBe('1234');
    expect(calls).toHaveLength(0);

    view.rerender(<TotalUnits lang="en" query={narrowed} initial={initial} />);
    // While the pause runs the old count stays, dimmed and not given as the current one.
    expect(counter.getAttribute('aria-busy')).toBe('true');
    expect(counter.textContent).toBe('1,234 properties match');
    await waitFor(() => expect(counter.getAttribute('data-count')).toBe('42'), AFTER_PAUSE);
    expect(counter.textContent).toBe('42 properties match');
    expect(calls).toHaveLength(1);
    expect(calls[0].pathname).toBe('/api/properties/total-unit');
    expect(Object.fromEntries(calls[0].searchParams)).toEqual({ propertyType: '0', cityId: '1', districtId: '7', language: 'en' });
  });

  it('keeps the last count, dimmed, when counting fails', async () => {
    const calls = stubFetch(() => ({ status: 503, body: { message: 'busy' } }));
    const { Wrapper } = islandWrapper(['search']);
    const view = render(<TotalUnits lang="en" query={first} initial={initial} />, { wrapper: Wrapper });
    view.rerender(<TotalUnits lang="en" query={narrowed} initial={initial} />);
    const counter = screen.getByTestId('total-units');
    await waitFor(() => expect(counter.getAttribute('data-failed')).toBe('true'), AFTER_PAUSE);
    expect(calls).toHaveLength(1);
    expect(counter.textContent).toBe('1,234 properties match');
    expect(counter.getAttribute('data-count')).toBeNull();
    expect(counter.getAttribute('aria-busy')).toBe('false');
  });

  it('says the count in Japanese with the plural the language has', async () => {
    stubFetch(() => ({ body: { message: 0 } }));
    const { Wrapper } = islandWrapper(['search'], { locale: 'ja' });
    const view = render(<TotalUnits lang="jp" query={first} initial={{ ...initial, count: 1 }} />, { wrapper: Wrapper });
    const counter = screen.getByTestId('total-units');
    expect(counter.textContent).toBe('該当物件 1件');
    view.rerender(<TotalUnits lang="jp" query={narrowed} initial={initial} />);
    await waitFor(() => expect(counter.getAttribute('data-count')).toBe('0'), AFTER_PAUSE);
    expect(counter.textContent).toBe('該当する物件はありません');
  });

  it('the office form’s counter asks nothing until the form is touched', async () => {
    const calls = stubFetch(() => ({ body: { message: 5 } }));
    const { Wrapper } = islandWrapper(['search']);
    const view = render(<TotalUnits lang="en" query={first} enabled={false} />, { wrapper: Wrapper });
    const counter = screen.getByTestId('total-units');
    expect(counter.textContent).toBe('');
    view.rerender(<TotalUnits lang="en" query={first} enabled />);
    await waitFor(() => expect(counter.getAttribute('data-count')).toBe('5'), AFTER_PAUSE);
    expect(counter.textContent).toBe('5 properties match');
    expect(calls).toHaveLength(1);
  });
});
