'use client';
import { useCallback, type MouseEvent, type ReactNode, type RefObject } from 'react';
import { useHydrated } from '@/components/search/use-hydrated.client';

type Props = {
  /** The `:target` the server's link opens without scripts (`#site-menu`, `#search-modal`). */
  href: string;
  /** Filled with the element shown, for focus to return to. */
  openerRef: RefObject<HTMLElement | null>;
  expanded: boolean;
  onClick: (e: MouseEvent) => void;
  className: string;
  children: ReactNode;
  'aria-controls': string;
  'aria-haspopup'?: 'dialog';
  'aria-label'?: string;
  'data-testid': string;
};

/**
 * The control that opens a panel (the mobile menu, the search modal): in the server's HTML a link
 * to the panel's `:target` (it opens without scripts), once hydrated a real button, so Space works
 * too. One stable ref callback: a new one each render would be detached (set to null) before a
 * layout effect's cleanup runs, and closing could not hand focus back to it.
 */
export function HashOpener({ href, openerRef, expanded, children, ...common }: Props) {
  const hydrated = useHydrated();
  const ref = useCallback(
    (el: HTMLElement | null) => {
      openerRef.current = el;
    },
    [openerRef],
  );
  return hydrated ? (
    <button ref={ref} type="button" aria-expanded={expanded} {...common}>
      {children}
    </button>
  ) : (
    <a ref={ref} href={href} {...common}>
      {children}
    </a>
  );
}
