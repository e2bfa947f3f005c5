'use client';
import { useEffect, useRef, type ReactNode } from 'react';

/**
 * A success notice on a freshly loaded page. Screen readers announce what is put into a live region
 * that already exists, not one that arrives with the page: once the script runs, the words are taken
 * out and put back a moment later. Without the script the notice is simply there.
 */
export function LiveNotice({ children, className }: { children: ReactNode; className?: string }) {
  const region = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = region.current;
    const inner = el?.firstElementChild;
    if (!el || !inner) return;
    inner.remove();
    const timer = setTimeout(() => el.append(inner), 250);
    return () => clearTimeout(timer);
  }, []);
  return (
    <div ref={region} role="status" aria-live="polite">
      <p className={className}>{children}</p>
    </div>
  );
}
