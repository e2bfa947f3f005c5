'use client';
import { useCallback, useEffect, useRef, useState } from 'react';
import { readString, writeString, type StorageKey } from '@/lib/browser/storage';

/**
 * The "list has been cleared" flag: clear-all sets it and reloads, the reloaded page
 * reads it once, and it is removed as soon as the visitor leaves (pagehide, or the island going
 * away), so only the page right after the reload says "cleared".
 */
export function useClearedFlag(flag: StorageKey): { cleared: boolean; markCleared: () => void } {
  // Read at the first browser render; nothing shows from it before the stored lists are read.
  const [cleared] = useState(() => readString(flag) === 'true');
  const reloading = useRef(false);
  const mounted = useRef(false);

  useEffect(() => {
    mounted.current = true;
    const drop = () => {
      if (!reloading.current) writeString(flag, null);
    };
    window.addEventListener('pagehide', drop);
    return () => {
      mounted.current = false;
      window.removeEventListener('pagehide', drop);
      // Strict Mode unmounts and remounts at once while developing; only a real unmount is
      // still unmounted a moment later.
      window.setTimeout(() => {
        if (!mounted.current) drop();
      }, 0);
    };
  }, [flag]);

  const markCleared = useCallback(() => {
    reloading.current = true; // the reload's pagehide must leave the flag for the next page
    writeString(flag, 'true');
  }, [flag]);

  return { cleared, markCleared };
}

export const POPUP_HASH = '#popup';

/**
 * The contact modal's address: opening pushes `#popup`, so Back closes the modal;
 * `onGone` runs whenever the address loses the hash. Closing from the modal itself goes back
 * over the entry it pushed, so the history holds no dead `#popup` step.
 */
export function usePopupHash(onGone: () => void): { push: () => void; pop: () => void } {
  useEffect(() => {
    if (window.location.hash === POPUP_HASH) {
      // Left over from before a reload: the modal is not open, so the hash goes too.
      window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
      onGone();
    }
    const check = () => {
      if (window.location.hash !== POPUP_HASH) onGone();
    };
    window.addEventListener('popstate', check);
    window.addEventListener('hashchange', check);
    return () => {
      window.removeEventListener('popstate', check);
      window.removeEventListener('hashchange', check);
    };
  }, [onGone]);

  const push = useCallback(() => {
    if (window.location.hash !== POPUP_HASH) window.history.pushState(null, '', POPUP_HASH);
  }, []);
  const pop = useCallback(() => {
    if (window.location.hash === POPUP_HASH) window.history.back();
  }, []);
  return { push, pop };
}
