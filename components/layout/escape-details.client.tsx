'use client';
import type { KeyboardEvent, ReactNode } from 'react';

type Props = { className?: string; children: ReactNode };

/**
 * A <details> disclosure (the header's Magazine menu) that also closes on Escape, from its summary
 * or any link inside it, and puts focus back on its summary. Without scripts it is the plain
 * <details>, opened and closed by its summary.
 */
export function EscapeDetails({ className, children }: Props) {
  const onKeyDown = (e: KeyboardEvent<HTMLDetailsElement>) => {
    const details = e.currentTarget;
    if (e.key !== 'Escape' || !details.open) return;
    // Handled here: the mobile menu around it stays open.
    e.preventDefault();
    details.open = false;
    details.querySelector('summary')?.focus();
  };
  return (
    <details className={className} onKeyDown={onKeyDown}>
      {children}
    </details>
  );
}
