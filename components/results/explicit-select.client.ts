'use client';
import { useCallback, useEffect, useRef, type ChangeEvent, type KeyboardEvent } from 'react';

/** Keys that move a closed select's choice one step at a time in Chromium and Firefox. */
const STEP_KEYS = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Home', 'End', 'PageUp', 'PageDown']);

function setPending(form: HTMLFormElement | null, pending: boolean) {
  if (form) form.dataset.apply = pending ? 'pending' : 'idle';
}

/**
 * A select of a GET form that navigates on an explicit choice only (WCAG 3.2.2): a pick from the
 * open list (pointer, touch picker, Enter in the list) submits at once, but a value stepped with
 * the arrow keys (or type-ahead) on the closed select waits. While it waits the form reads
 * `data-apply="pending"`, which shows its apply button (globals.css; the same button is the no-JS
 * path); Enter on the select or that button submits, Escape puts the applied value back.
 */
export function useExplicitSelect(applied: string) {
  const stepped = useRef(false);
  const select = useRef<HTMLSelectElement>(null);
  useEffect(() => setPending(select.current?.form ?? null, false), []);
  const onKeyDown = useCallback(
    (e: KeyboardEvent<HTMLSelectElement>) => {
      const el = e.currentTarget;
      if (e.key === 'Enter') {
        if (el.value !== applied) {
          e.preventDefault();
          el.form?.requestSubmit();
        }
        return;
      }
      if (e.key === 'Escape' && el.value !== applied) {
        e.preventDefault();
        el.value = applied;
        setPending(el.form, false);
        return;
      }
      const typeAhead = e.key.length === 1 && e.key !== ' ' && !e.ctrlKey && !e.metaKey && !e.altKey;
      if (STEP_KEYS.has(e.key) || typeAhead) {
        // The browser changes the value and fires `change` in this same task.
        stepped.current = true;
        setTimeout(() => {
          stepped.current = false;
        }, 0);
      }
    },
    [applied],
  );
  const onChange = useCallback(
    (e: ChangeEvent<HTMLSelectElement>) => {
      const el = e.currentTarget;
      if (stepped.current) {
        setPending(el.form, el.value !== applied);
        return;
      }
      el.form?.requestSubmit();
    },
    [applied],
  );
  return { ref: select, onKeyDown, onChange };
}
