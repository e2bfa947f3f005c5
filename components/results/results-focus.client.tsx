'use client';
import { useEffect } from 'react';

import { RESULTS_HEADING_ID } from './focus-ids';

const KEY = 'results-focus';

/**
 * Notes that the next page of `href` was asked for by a results control (sort, page size, pager,
 * search form), so that page moves focus to its heading. Keyed by path: a navigation the browser
 * then abandons cannot move focus on some later, unrelated page.
 */
export function markResultsFocus(href: string) {
  try {
    sessionStorage.setItem(KEY, new URL(href, location.href).pathname);
  } catch {
    // No storage: focus simply stays where the browser puts it.
  }
}

function takeMark(): boolean {
  try {
    const path = sessionStorage.getItem(KEY);
    if (path === null) return false;
    sessionStorage.removeItem(KEY);
    return path === location.pathname;
  } catch {
    return false;
  }
}

/**
 * Puts focus on the results heading (or the page's h1) once, after a navigation that came from a
 * results control, so a screen reader reads the new results; a fresh load leaves focus alone.
 * Forms marked `data-results-nav` and links marked so (the pager) set the mark as they go.
 * Rendered with a key per query, so a soft navigation to new results runs it again.
 */
export function ResultsFocus() {
  useEffect(() => {
    if (takeMark()) {
      const heading = document.getElementById(RESULTS_HEADING_ID) ?? document.querySelector<HTMLElement>('main h1');
      if (heading) {
        if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
        heading.focus();
      }
    }
    const onSubmit = (e: SubmitEvent) => {
      if (e.target instanceof HTMLFormElement && e.target.matches('[data-results-nav]')) markResultsFocus(e.target.action);
    };
    const onClick = (e: MouseEvent) => {
      if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
      const link = e.target instanceof Element ? e.target.closest<HTMLAnchorElement>('a[data-results-nav]') : null;
      if (link) markResultsFocus(link.href);
    };
    document.addEventListener('submit', onSubmit);
    document.addEventListener('click', onClick);
    return () => {
      document.removeEventListener('submit', onSubmit);
      document.removeEventListener('click', onClick);
    };
  }, []);
  return null;
}
