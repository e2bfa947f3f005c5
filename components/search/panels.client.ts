'use client';
import { useCallback, useLayoutEffect, useRef, useState } from 'react';

/**
 * One panel open at a time in the search forms: opening one closes the other; a click outside
 * the open panel, or Escape, closes it.
 */
export function usePanels() {
  const [open, setOpen] = useState<string | null>(null);
  const root = useRef<HTMLFormElement>(null);

  // Listening from the moment a panel shows open (a layout effect, as in the mobile menu).
  useLayoutEffect(() => {
    if (!open) return;
    const inside = (target: EventTarget | null) =>
      target instanceof Element && target.closest('[data-panel]')?.getAttribute('data-panel') === open && root.current?.contains(target);
    // On click, not pointerdown: the open panel flows in the form, so closing it as the pointer
    // went down would move the Search button (or the next toggle) away before the click landed.
    const onClick = (e: MouseEvent) => {
      if (!inside(e.target)) setOpen(null);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      // Escape closes the panel and gives focus back to its toggle.
      root.current?.querySelector<HTMLElement>(`[data-panel="${open}"] summary`)?.focus();
      setOpen(null);
      e.stopPropagation();
    };
    document.addEventListener('click', onClick);
    document.addEventListener('keydown', onKey, true);
    return () => {
      document.removeEventListener('click', onClick);
      document.removeEventListener('keydown', onKey, true);
    };
  }, [open]);

  const panel = useCallback(
    (name: string) => ({
      open: open === name,
      onOpenChange: (next: boolean) => setOpen(next ? name : null),
    }),
    [open],
  );
  return { root, panel, close: () => setOpen(null) };
}
