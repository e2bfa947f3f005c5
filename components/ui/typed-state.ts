type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
type Saved = { control: Control; value: string; checked: boolean } | { details: HTMLDetailsElement };

/** What the visitor changed in a form before React hydrated it, to give it back afterwards. */
export type TypedState = readonly Saved[];

/**
 * A panel (<details>) the visitor opened or closed before React hydrated it. The browser toggles
 * `open` itself; `data-state` is what the server rendered, and what React still takes it to be.
 */
const toggled = (details: HTMLDetailsElement) => (details.dataset.state === 'open') !== details.open;

const isControl = (el: Element): el is Control => el instanceof HTMLInputElement || el instanceof HTMLSelectElement || el instanceof HTMLTextAreaElement;
const isBox = (control: Control): control is HTMLInputElement => control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio');

/** Whether the visitor changed a control from what the server rendered (its default state). */
function changed(control: Control): boolean {
  if (isBox(control)) return control.checked !== control.defaultChecked;
  if (control instanceof HTMLSelectElement) return [...control.options].some((option) => option.selected !== option.defaultSelected);
  return control.value !== control.defaultValue;
}

/**
 * The controls under `root` the visitor has changed. Hydration keeps the server's elements and
 * what they show, but React's state is the server's: its next render would put the server's values
 * back, and the form would submit and count those, not what the visitor typed, ticked or chose
 * before its code arrived. Read this before hydration, give it back with `restoreTyped` after.
 */
export function typedState(root: Element | null): TypedState {
  if (!root) return [];
  const controls: Saved[] = [...root.querySelectorAll('input, select, textarea')]
    .filter(isControl)
    .filter((control) => !(control instanceof HTMLInputElement && control.type === 'hidden') && changed(control))
    .map((control) => ({ control, value: control.value, checked: isBox(control) && control.checked }));
  const panels = [...root.querySelectorAll('details[data-state]')].filter((d): d is HTMLDetailsElement => d instanceof HTMLDetailsElement && toggled(d));
  return [...controls, ...panels.map((details) => ({ details }))];
}

const nativeValue = (control: Control) => Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control) as object, 'value')?.set;

/**
 * Gives the hydrated form what `typedState` saw, through the form's own handlers, so its rules
 * apply (the five-item cap, a city's districts) as if the visitor had just done it. React's change
 * tracking took the element's state at hydration for its own, so each control is first set, through
 * the element's own property React watches, to the other state, then changed the way a visitor
 * would: a click on a box, a typed value and its `input` event, a choice and its `change` event.
 */
export function restoreTyped(saved: TypedState): void {
  for (const entry of saved) {
    if ('details' in entry) {
      // Back to React's state, then toggled through the summary's own handler.
      const { details } = entry;
      if (!details.isConnected || !toggled(details)) continue;
      details.open = !details.open;
      details.querySelector('summary')?.click();
      continue;
    }
    const { control, value, checked } = entry;
    if (!control.isConnected || control.disabled) continue;
    if (isBox(control)) {
      if (control.type === 'radio' && !checked) continue;
      control.checked = !checked;
      control.click();
    } else if (control instanceof HTMLSelectElement) {
      control.value = value;
      control.dispatchEvent(new Event('change', { bubbles: true }));
    } else {
      control.value = value === '' ? ' ' : '';
      nativeValue(control)?.call(control, value);
      control.dispatchEvent(new Event('input', { bubbles: true }));
    }
  }
}
