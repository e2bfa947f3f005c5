'use client';
import { useRouter } from 'next/navigation';
import type { MouseEvent, ReactNode } from 'react';
import { isPlainClick } from '@/components/ui/plain-click';

/**
 * A navigation of plain links, rendered on the server, whose same-site links become client
 * navigations that keep the scroll position (what next/link does with scroll={false}), without
 * next/link's code in the page: one click listener for the whole list. Clicks with a modifier key
 * or another button, and links to other sites or windows, stay the browser's.
 */
export function ScrollKeepingNav({ label, testId, children }: { label: string; testId?: string; children: ReactNode }) {
  const router = useRouter();
  const onClick = (event: MouseEvent<HTMLElement>) => {
    if (!isPlainClick(event)) return;
    const link = event.target instanceof Element ? event.target.closest('a') : null;
    if (!link || (link.target && link.target !== '_self') || link.hasAttribute('download') || link.origin !== window.location.origin) return;
    event.preventDefault();
    router.push(link.pathname + link.search + link.hash, { scroll: false });
  };
  return (
    <nav aria-label={label} data-testid={testId} onClick={onClick}>
      {children}
    </nav>
  );
}
