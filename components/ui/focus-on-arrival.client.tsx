'use client';
import { useEffect, useRef, type ReactNode } from 'react';

/**
 * A page's heading that takes focus when the page arrives: where a form's success
 * leads (the thank-you pages), a keyboard or screen-reader user starts from the thanks rather than
 * from a focus lost with the form (or the dialog) they left. Not in the Tab order (tabIndex -1).
 */
export function FocusOnArrival({ className, children }: { className?: string; children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <h1 ref={ref} tabIndex={-1} className={className}>
      {children}
    </h1>
  );
}
