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
 *
 * "Targeted" is the address's hash or the document's `:target`: Next's router rewrites the address
 * with the one it started from when it hydrates, so a tap in the moment between its start and
 * hydration loses the hash, while the element stays the `:target` (history.replaceState leaves it).
 * Once the visitor opens or closes the panel with scripts, that choice wins over the target.
 */
export function useTargetToggle(hash: string): [open: boolean, setOpen: (open: boolean, closing?: { navigating?: boolean }) => void] {
  const [chosen, setChosen] = useState<boolean | null>(null);
  const targeted = useSyncExternalStore(onHashChange, () => window.location.hash === hash || document.querySelector(':target')?.id === hash.slice(1), () => false);
  const setOpen = useCallback(
    (value: boolean, closing: { navigating?: boolean } = {}) => {
      // Closed by a navigation (a search submitted from the panel): the new address has no hash, and
      // changing the address now would make Next's router restore this one over the navigation.
      if (!value && !closing.navigating && window.location.hash === hash) {
        // No state of ours (null): Next's router then keeps its own in the entry and takes the new
        // address as its own. Given its state object (history.state), it would take the call for its
        // own bookkeeping and keep the old address, and write it back, hash and all, the next time
        // it updates the entry, so that a reload opened the panel again.
        history.replaceState(null, '', window.location.pathname + window.location.search);
        window.dispatchEvent(new HashChangeEvent('hashchange'));
      }
      setChosen(value);
    },
    [hash],
  );
  return [chosen ?? targeted, setOpen];
}
