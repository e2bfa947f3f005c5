'use client';
import { useState } from 'react';

/**
 * True from the first time `open` is true on: a lazily loaded dialog is rendered from its first
 * opening on, and stays mounted after it closes, so that it can close itself and hand focus back.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
