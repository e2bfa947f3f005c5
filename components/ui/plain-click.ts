import type { MouseEvent } from 'react';

/**
 * A plain primary-button click that a page may take over from the browser: with a modifier key
 * or another button the visitor asked for a new tab or window, and a link keeps doing that.
 */
export function isPlainClick(event: MouseEvent): boolean {
  return !event.defaultPrevented && event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}
