'use client';
import { useCallback, useState, useSyncExternalStore } from 'react';

const onHashChange = (change: () => void) => {
  window.addEventListener('hashchange', change);
  return () => window.removeEventListener('hashchange', change);
};

/**
 * Open or closed, for a panel that works without scripts as the `:target` of a link to `hash`
 * (the search modal, the mobile menu). Opened through that link before the scripts ran (a tap
 * while a phone is still loading them), it stays open once they do, and closing it drops the hash
 * from the address: otherwise `:target` would keep showing a panel the script thinks is closed,
 * and a reload would open it again.
 */
export function useTargetToggle(hash: string): [open: boolean, setOpen: (open: boolean) => void] {
  const [chosen, setChosen] = useState(false);
  const targeted = useSyncExternalStore(onHashChange, () => window.location.hash === hash, () => false);
  const setOpen = useCallback(
    (value: boolean) => {
      if (!value && window.location.hash === hash) {
        history.replaceState(history.state, '', window.location.pathname + window.location.search);
        window.dispatchEvent(new HashChangeEvent('hashchange'));
      }
      setChosen(value);
    },
    [hash],
  );
  return [chosen || targeted, setOpen];
}
