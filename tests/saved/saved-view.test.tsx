// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ContactLabels } from '@/components/forms/contact-labels';
import { SavedView } from '@/components/saved/saved-view.client';
import type { PropertyCard } from '@/lib/api/properties';
import { STORAGE } from '@/lib/browser/storage';
import type { FormGuard } from '@/lib/forms/guard';
import { islandWrapper, stubFetch } from '../search/island';

const card = (id: number, propertyType: 0 | 2 = 0): PropertyCard => ({
  id,
  propertyId: `R${id}`,
  slug: `home-${id}`,
  name: `Home ${id}`,
  propertyType,
  cityId: 1,
  district: 'Tay Ho',
  images: [],
  videoLink: null,
  bedroommin: 2,
  bedroomMax: null,
  leasePriceMin: 1200,
  leasePriceMax: null,
  sqmmin: 80,
  sqmMax: null,
});

/** The API's answer for the ids asked about, of those it knows. */
function answerFor(known: ReadonlySet<number>, type: (id: number) => 0 | 2 = () => 0) {
  return (url: URL) => {
    const asked = (url.searchParams.get('propertyId') ?? '').split(',').map(Number);
    const items = asked.filter((id) => known.has(id)).map((id) => card(id, type(id)));
    return { body: { items, pageIndex: 1, pageSize: 9, totalRecords: items.length, pageCount: items.length ? 1 : 0 } };
  };
}

const props = { lang: 'en' as const, email: 'hello@example.com', contactForm: {} as ContactLabels, guard: {} as FormGuard };
// The favourites page also hands its island the share namespace (components/saved/saved-page.tsx).
const NAMESPACES = ['saved', 'card', 'pagination', 'share'];

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the favourites and history lists', () => {
  it("load each stored list's first page of cards, asked for once", async () => {
    localStorage.setItem(STORAGE.residencesLike, '5,6');
    localStorage.setItem(STORAGE.officesLike, '40');
    const calls = stubFetch(answerFor(new Set([5, 6, 40]), (id) => (id === 40 ? 2 : 0)));
    const { Wrapper } = islandWrapper(NAMESPACES);
    render(<SavedView kind="favorites" {...props} />, { wrapper: Wrapper });

    const sections = await screen.findAllByTestId('saved-section');
    await waitFor(() => expect(screen.getAllByTestId('saved-card')).toHaveLength(3));
    expect(sections.map((s) => s.getAttribute('data-key'))).toEqual([STORAGE.residencesLike, STORAGE.officesLike]);
    expect(within(sections[0]).getByRole('heading', { level: 2 }).textContent).toBe('Residences');
    expect(within(sections[0]).getAllByTestId('saved-card').map((c) => c.getAttribute('data-id'))).toEqual(['5', '6']);
    expect(within(sections[1]).getByText('Home 40')).toBeTruthy();
    // The page's early request and the list's own query are one request per list.
    expect(calls.map((u) => u.searchParams.get('propertyId')).sort()).toEqual(['40', '5,6']);
    expect(calls.every((u) => u.pathname === '/api/properties/get-favorite-by-ids')).toBe(true);

    // Selecting a card counts it, in the page's words.
    await userEvent.click(screen.getAllByTestId('saved-select')[0]);
    expect(screen.getByTestId('saved-selected-count').textContent).toBe('1 property selected');
  });

  it('drop from storage the ids the server no longer knows', async () => {
    localStorage.setItem(STORAGE.history, '5,99,6');
    stubFetch(answerFor(new Set([5, 6])));
    const { Wrapper } = islandWrapper(NAMESPACES);
    render(<SavedView kind="histories" {...props} />, { wrapper: Wrapper });
    await waitFor(() => expect(localStorage.getItem(STORAGE.history)).toBe('5,6'));
    await waitFor(() => expect(screen.getAllByTestId('saved-card').map((c) => c.getAttribute('data-id'))).toEqual(['6', '5']));
  });

  it('hand focus to the next card’s heart when one is un-favourited, and announce it; the page heading when the last goes', async () => {
    localStorage.setItem(STORAGE.residencesLike, '5,6,7');
    stubFetch(answerFor(new Set([5, 6, 7])));
    const { Wrapper } = islandWrapper(NAMESPACES);
    const heading = document.createElement('h1');
    heading.id = 'saved-title';
    heading.tabIndex = -1;
    document.body.append(heading);
    render(<SavedView kind="favorites" {...props} />, { wrapper: Wrapper });
    await waitFor(() => expect(screen.getAllByTestId('saved-card')).toHaveLength(3));
    const order = screen.getAllByTestId('saved-card').map((c) => c.getAttribute('data-id'));
    const heart = (id: string | null) => within(screen.getByTestId('saved-grid').querySelector<HTMLElement>(`[data-id="${id}"]`)!).getByTestId('favourite-toggle');
    const focusedCard = () => document.activeElement?.closest('[data-testid="saved-card"]')?.getAttribute('data-id');

    heart(order[1]).focus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(focusedCard()).toBe(order[2]));
    expect(document.activeElement?.getAttribute('data-testid')).toBe('favourite-toggle');
    expect(screen.getByTestId('saved-announcer').textContent).toBe(`Removed Home ${order[1]} from your favourites`);

    // The last card: focus goes to the one before.
    await userEvent.keyboard(' ');
    await waitFor(() => expect(focusedCard()).toBe(order[0]));
    // The list empties: the page's heading.
    await userEvent.keyboard(' ');
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.getByTestId('saved-announcer').textContent).toBe(`Removed Home ${order[0]} from your favourites`);
    heading.remove();
  });

  it('say so when nothing is stored, in the page’s language, asking nothing', async () => {
    const calls = stubFetch(answerFor(new Set()));
    const { Wrapper } = islandWrapper(NAMESPACES, { locale: 'ja' });
    render(<SavedView kind="favorites" {...props} lang="jp" />, { wrapper: Wrapper });
    expect((await screen.findByTestId('saved-empty')).textContent).toBe('お気に入りリストに物件がありません。');
    expect(calls).toHaveLength(0);
  });
});
