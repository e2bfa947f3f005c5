'use client';
import { useEffect, useRef } from 'react';

/** A form's values as one string: what "changed" is measured against. */
function snapshot(form: HTMLFormElement | null): string {
  if (!form) return '';
  const pairs: string[] = [];
  for (const [name, value] of new FormData(form).entries()) {
    if (typeof value === 'string' && !name.startsWith('$ACTION')) pairs.push(`${name}=${value}`);
  }
  return pairs.join('&');
}

/**
 * Warns before edits in the form `formId` are lost: closing or reloading the tab (beforeunload),
 * following a link in the page, or posting another form of the page (photos, delete). Submitting the
 * form itself, or a button that belongs to it (publish), is never held up. `stored` names the values
 * the form was last shown with: when it changes (a save), the form's current values become the new
 * reference.
 */
export function useUnsavedGuard(formId: string, message: string, stored: string) {
  const clean = useRef<string | null>(null);
  useEffect(() => {
    clean.current = snapshot(document.getElementById(formId) as HTMLFormElement | null);
  }, [formId, stored]);

  useEffect(() => {
    const form = () => document.getElementById(formId) as HTMLFormElement | null;
    const dirty = () => clean.current !== null && snapshot(form()) !== clean.current;
    let leaving = false;
    const onUnload = (event: BeforeUnloadEvent) => {
      if (leaving || !dirty()) return;
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    const hold = (event: Event) => {
      if (!dirty() || window.confirm(message)) {
        // Asked once: the page's own unload prompt would ask again. The page may stay (a post that
        // comes back to it), so the prompt is armed again shortly after.
        leaving = true;
        window.setTimeout(() => (leaving = false), 1_000);
        return;
      }
      event.preventDefault();
      event.stopPropagation();
    };
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!(link instanceof HTMLAnchorElement) || link.target === '_blank' || link.hasAttribute('download')) return;
      const to = new URL(link.href, location.href);
      // A link within the page (the error summary's) leaves nothing.
      if (to.origin === location.origin && to.pathname === location.pathname && to.search === location.search && to.hash) return;
      hold(event);
    };
    const onSubmit = (event: SubmitEvent) => {
      // The form's own save (and the publication buttons, which post it) keeps the edits.
      if (event.target !== form()) hold(event);
    };
    // Capture on the document: before React's own handlers (Link, form actions) see the event.
    window.addEventListener('beforeunload', onUnload);
    // Tells tests (and nobody else) that the guard is listening.
    form()?.setAttribute('data-guard', 'on');
    document.addEventListener('click', onClick, true);
    document.addEventListener('submit', onSubmit, true);
    return () => {
      window.removeEventListener('beforeunload', onUnload);
      document.removeEventListener('click', onClick, true);
      document.removeEventListener('submit', onSubmit, true);
    };
  }, [formId, message]);
}
