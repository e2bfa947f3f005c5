'use client';
import { useLayoutEffect, type MouseEvent, type ReactNode } from 'react';
import { useTargetToggle } from '@/components/ui/use-target-toggle';

type Props = { openLabel: string; closeLabel: string; children: ReactNode };

/**
 * The menu toggle below 1024 px. Without scripts the toggle is a link to #site-menu, which CSS
 * opens with :target; with scripts it is a button that flips `data-open` and closes on Escape.
 * Opened by a tap before the scripts ran, it stays open once they do and closes like any other.
 */
export function MobileMenu({ openLabel, closeLabel, children }: Props) {
  const [open, setOpen] = useTargetToggle('#site-menu');

  // A layout effect: listening as soon as the menu shows open, not a moment later (an Escape
  // pressed just after the scripts opened it on hydration would otherwise go unheard).
  useLayoutEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, setOpen]);

  const toggle = (e: MouseEvent) => {
    e.preventDefault();
    setOpen(!open);
  };

  return (
    <>
      <a
        href="#site-menu"
        role="button"
        aria-controls="site-menu"
        aria-expanded={open}
        aria-label={open ? closeLabel : openLabel}
        onClick={toggle}
        data-testid="menu-toggle"
        className="inline-flex size-10 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600 lg:hidden"
      >
        <svg viewBox="0 0 24 24" className="size-6" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
          {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
        </svg>
      </a>
      <div
        id="site-menu"
        data-open={open}
        className="absolute inset-x-0 top-full max-h-[calc(100vh-4rem)] overflow-y-auto border-t border-slate-200 bg-white shadow-lg lg:static lg:basis-full lg:max-h-none lg:overflow-visible lg:border-0 lg:bg-transparent lg:shadow-none"
      >
        {children}
      </div>
    </>
  );
}
