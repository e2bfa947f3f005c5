'use client';
import { useEffect, useRef, useState } from 'react';

/**
 * What a change did, on the page the change led back to. The control that made it is often gone (a
 * confirmed request leaves the list), so focus moves here, where the next step starts. The words sit
 * in a live region that is on the page first and filled a moment later, so a screen reader announces
 * them; without the script they are simply there.
 */
export function OutcomeNotice({ text }: { text: string }) {
  const box = useRef<HTMLDivElement>(null);
  const [filled, setFilled] = useState(true);
  useEffect(() => {
    box.current?.focus();
    // eslint-disable-next-line react-hooks/set-state-in-effect -- emptied once mounted, so that filling it is announced
    setFilled(false);
    const timer = setTimeout(() => setFilled(true), 250);
    return () => clearTimeout(timer);
  }, [text]);
  return (
    <div ref={box} id="outcome" tabIndex={-1} className="mb-4 rounded focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-800">
      <div role="status" aria-live="polite">
        {filled && <p className="rounded border-l-4 border-green-700 bg-green-50 px-4 py-3 text-sm text-green-900">{text}</p>}
      </div>
    </div>
  );
}
