'use client';
import { useLayoutEffect, useRef, type MouseEvent, type ReactNode } from 'react';
import { HashOpener } from '@/components/ui/hash-opener.client';
import { inertOutside } from '@/components/ui/inert-outside';
import { useTargetToggle } from '@/components/ui/use-target-toggle.client';

type Props = { openLabel: string; closeLabel: string; children: ReactNode };

/** The width below which the menu is a toggled panel (Tailwind's `lg`). */
const NARROW = '(max-width: 1023.98px)';

/**
 * The menu toggle below 1024 px. Without scripts the toggle is a link to #site-menu, which CSS
 * opens with :target; with scripts it is a real button (Enter and Space) that flips `data-open`.
 * While the menu is open the page outside the header is inert, so Tab stays in the header and its
 * menu; Escape closes it and puts focus back on the toggle.
 * Opened by a tap before the scripts ran, it stays open once they do and closes like any other.
 */
export function MobileMenu({ openLabel, closeLabel, children }: Props) {
  const [open, setOpen] = useTargetToggle('#site-menu');
  const toggleRef = useRef<HTMLElement | null>(null);

  // A layout effect: listening as soon as the menu shows open, not a moment later (an Escape
  // pressed just after the scripts opened it on hydration would otherwise go unheard).
  useLayoutEffect(() => {
    if (!open) return;
    const toggle = toggleRef.current;
    const header = toggle?.closest('header');
    const restore = header && window.matchMedia(NARROW).matches ? inertOutside(header) : () => {};
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape' || e.defaultPrevented) return;
      setOpen(false);
      toggle?.focus();
    };
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('keydown', onKey);
      restore();
    };
  }, [open, setOpen]);

  const toggle = (e: MouseEvent) => {
    e.preventDefault();
    setOpen(!open);
  };

  const className = 'menu-toggle';
  const icon = (
    <svg viewBox="0 0 24 24" className="size-6" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
      {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
    </svg>
  );
  return (
    <>
      <HashOpener
        href="#site-menu"
        openerRef={toggleRef}
        expanded={open}
        aria-controls="site-menu"
        aria-label={open ? closeLabel : openLabel}
        onClick={toggle}
        data-testid="menu-toggle"
        className={className}
      >
        {icon}
      </HashOpener>
      <div
        id="site-menu"
        data-open={open}
        className="menu-panel"
      >
        {children}
      </div>
    </>
  );
}
