'use client';
import { useCallback, useEffect, useRef, useState, type FocusEvent } from 'react';
import type { PropertyCard } from '@/lib/api/properties';
import { normaliseName } from '@/lib/format';

/** The card control a keyboard last stood on: its card, that card's list and place in it, and which control. */
type Anchor = { id: number; list: string | null; index: number; control: string | null };

const CARD = '[data-testid="saved-card"]';
const SECTION = '[data-testid="saved-section"]';

/**
 * Nothing usable has focus any more: the focused control was taken out of the page with its card,
 * or it is the button of a confirmation dialog that has just closed (the browser moves focus off a
 * hidden element only at its next rendering update).
 */
function focusLost(): boolean {
  const active = document.activeElement;
  if (!active || active === document.body || !active.isConnected) return true;
  if (active.closest('dialog:not([open])')) return true;
  return typeof active.checkVisibility === 'function' && !active.checkVisibility();
}

/**
 * When a card leaves a saved list (its heart un-ticked on /favorites, its removal
 * confirmed on /histories) the focused control goes with it and focus falls to <body>. This keeps
 * the card control last focused in the lists, and once a single card is removed and focus is lost,
 * moves it to the same control of the card that took its place (the next one, or the one before if
 * it was the last), else to the heading of a list still shown, else to `fallback` (the page's
 * heading); and it words the removal for a polite live region.
 *
 * `lists` are the stored ids; `onShown` takes the cards on screen, so a removed card's name is known.
 */
export function useRemovalFocus(lists: number[][] | null, fallback: () => HTMLElement | null, say: (name: string) => string) {
  const anchor = useRef<Anchor | null>(null);
  const names = useRef(new Map<number, string>());
  const previous = useRef<Set<number> | null>(null);
  const [announcement, setAnnouncement] = useState('');

  const onFocusCapture = useCallback((event: FocusEvent<HTMLElement>) => {
    const target = event.target;
    const card = target.closest<HTMLElement>(CARD);
    if (!card) return;
    const section = card.closest<HTMLElement>(SECTION);
    const cards = section ? [...section.querySelectorAll(CARD)] : [card];
    anchor.current = { id: Number(card.dataset.id), list: section?.dataset.key ?? null, index: cards.indexOf(card), control: target.getAttribute('data-testid') };
  }, []);

  const onShown = useCallback((items: readonly PropertyCard[]) => {
    for (const item of items) names.current.set(item.id, normaliseName(item.name));
  }, []);

  useEffect(() => {
    if (!lists) return;
    const now = new Set(lists.flat());
    const before = previous.current;
    previous.current = now;
    if (!before) return;
    const removed = [...before].filter((id) => !now.has(id));
    // One card at a time is a visitor's removal; clear-all (which reloads) or another tab's edits are not.
    if (removed.length !== 1) return;
    const [id] = removed;
    const name = names.current.get(id);
    if (name) setAnnouncement(say(name));
    const from = anchor.current;
    if (!from || from.id !== id) return;
    anchor.current = null;
    // After this render's effects, and after a confirmation dialog has closed (its background is inert until then).
    const frame = requestAnimationFrame(() => {
      if (!focusLost()) return;
      const section = from.list ? document.querySelector<HTMLElement>(`${SECTION}[data-key="${from.list}"]`) : null;
      const cards = section ? [...section.querySelectorAll<HTMLElement>(CARD)] : [];
      const card = cards[Math.min(from.index, cards.length - 1)];
      const control = card && (from.control ? card.querySelector<HTMLElement>(`[data-testid="${from.control}"]`) : null);
      const heading = document.querySelector<HTMLElement>(`${SECTION} h2`);
      (control ?? card?.querySelector<HTMLElement>('a, button, input') ?? heading ?? fallback())?.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, [lists, fallback, say]);

  return { announcement, onFocusCapture, onShown };
}
