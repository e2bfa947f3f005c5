'use client';
import { useState, useSyncExternalStore, type FormEvent } from 'react';
import { FormCheck, type Check, type FieldErrors } from '@/lib/browser/form-check';

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const NONE = Object.freeze({});

/** A form's fields as the page shows them: their elements, and the defaults they start from. */
class Fields<V extends Record<string, string>> {
  private controls = new Map<string, Control>();
  private refs = new Map<string, (el: Control | null) => void>();

  constructor(private start: V) {}

  value(name: keyof V & string): string {
    return this.start[name] ?? '';
  }

  read = (): V => {
    const values: Record<string, string> = { ...this.start };
    for (const [name, el] of this.controls) values[name] = el.value;
    return values as V;
  };

  /** The ref of a field's element, the same function at every render. */
  ref(name: keyof V & string): (el: Control | null) => void {
    let attach = this.refs.get(name);
    if (!attach) {
      attach = (el) => {
        if (!el) {
          this.controls.delete(name);
          return;
        }
        this.controls.set(name, el);
        const value = this.value(name);
        // Still showing the server's default (a text field the visitor has not typed in): take the browser's.
        if (!(el instanceof HTMLSelectElement) && el.value === el.defaultValue && el.value !== value) el.value = value;
      };
      this.refs.set(name, attach);
    }
    return attach;
  }

  reset(values: V) {
    this.start = values;
    for (const [name, el] of this.controls) el.value = values[name] ?? '';
  }
}

/**
 * A form of uncontrolled fields checked by a schema that loads on first use (lib/browser/form-check.ts):
 * `register(name)` wires a field, `handleSubmit(send)` checks every field, focuses the first one
 * in error (in page order) or calls `send` with the values, `reset()` starts again from the defaults.
 * `prepare` starts loading the check; the forms call it when a visitor focuses or touches them.
 *
 * The fields carry their defaults in the server's HTML (defaultValue). A default that depends on
 * the visitor's clock, such as today's date, is set again in the browser unless the visitor has
 * already typed over it.
 */
export function useCheckedForm<V extends Record<string, string>>(initial: () => V, load: () => Promise<Check<V>>) {
  const [{ fields, check }] = useState(() => {
    const fields = new Fields<V>(initial());
    return { fields, check: new FormCheck<V>(load, fields.read) };
  });
  const errors = useSyncExternalStore<FieldErrors<V>>(check.subscribe, check.errors, () => NONE);

  return {
    errors,
    prepare: check.prepare,
    register: (name: keyof V & string) => ({
      name,
      defaultValue: fields.value(name),
      ref: fields.ref(name),
      onBlur: () => void check.blurred(name),
      onChange: () => void check.changed(name),
    }),
    handleSubmit: (send: (values: V) => Promise<void>) => async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const form = event.currentTarget;
      const found = await check.submit();
      const first = [...form.elements].find((el): el is Control => 'name' in el && typeof el.name === 'string' && el.name in found);
      if (first) {
        first.focus();
        return;
      }
      await send(fields.read());
    },
    reset: () => {
      fields.reset(initial());
      check.reset();
    },
  };
}
