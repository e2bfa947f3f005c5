'use client';
import { useEffect, useRef } from 'react';
import { LiveNotice } from '../live-notice.client';

/**
 * What a change did, on the page the change led back to. The control that made it is often gone (a
 * confirmed request leaves the list), so focus moves here, where the next step starts; the notice is
 * a live region as well (LiveNotice) for a reader that does not follow focus.
 */
export function OutcomeNotice({ text }: { text: string }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    box.current?.focus();
  }, [text]);
  return (
    <div ref={box} id="outcome" tabIndex={-1} className="mb-4 rounded focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-800">
      <LiveNotice className="rounded border-l-4 border-green-700 bg-green-50 px-4 py-3 text-sm text-green-900">{text}</LiveNotice>
    </div>
  );
}
