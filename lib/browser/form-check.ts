/**
 * When a form's fields are checked and which of their errors show, for the form islands
 * (components/forms/use-checked-form.ts), apart from React so that it can be tested on its own.
 *
 * The check itself (the API's zod schema) is loaded on first use, so zod is not among a page's
 * first scripts: the forms start loading it when a visitor focuses or touches them. A field's
 * error shows once the visitor has left the field, and is checked again at every change after
 * that; after a submit every field's error shows. If the check cannot be loaded (the network
 * dropped), nothing shows and the form sends anyway: the server checks the same body and answers
 * with a message.
 */

/** Message keys of the `forms.errors` namespace, by field. */
export type FieldErrors<V> = Partial<Record<keyof V & string, string>>;

/** The fields' errors for these values; none when the values pass. */
export type Check<V> = (values: V) => FieldErrors<V>;

const NONE = Object.freeze({});

function sameErrors<V>(a: FieldErrors<V>, b: FieldErrors<V>): boolean {
  const keys = Object.keys(a) as (keyof V & string)[];
  return keys.length === Object.keys(b).length && keys.every((k) => a[k] === b[k]);
}

export class FormCheck<V extends Record<string, string>> {
  private touched = new Set<string>();
  private submitted = false;
  private shown: FieldErrors<V> = NONE;
  private loading?: Promise<Check<V> | undefined>;
  /** Bumped by every check and by reset, so that an older answer never overwrites a newer one. */
  private round = 0;
  private listeners = new Set<() => void>();

  constructor(
    private readonly load: () => Promise<Check<V>>,
    private readonly read: () => V,
  ) {}

  /** Starts loading the check (the visitor started on the form); resolves to undefined when it cannot be had. */
  prepare = (): Promise<Check<V> | undefined> =>
    (this.loading ??= this.load().catch(() => {
      this.loading = undefined; // a later use tries again
      return undefined;
    }));

  /** The errors on show, the same object until they change. */
  errors = (): FieldErrors<V> => this.shown;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** The visitor left a field: from now on its error shows. */
  blurred(name: keyof V & string): Promise<FieldErrors<V>> {
    this.touched.add(name);
    return this.validate();
  }

  /** A field's value changed: checked again once it has been left or the form submitted. */
  changed(name: keyof V & string): Promise<FieldErrors<V>> | undefined {
    return this.submitted || this.touched.has(name) ? this.validate() : undefined;
  }

  /** A submit: every field's error shows; resolves to the errors of the values read now (none: send). */
  submit(): Promise<FieldErrors<V>> {
    this.submitted = true;
    return this.validate();
  }

  /** A fresh form: nothing touched, nothing shown, any check under way forgotten. */
  reset(): void {
    this.round++;
    this.touched.clear();
    this.submitted = false;
    this.show(NONE);
  }

  private async validate(): Promise<FieldErrors<V>> {
    const round = ++this.round;
    const check = await this.prepare();
    const found = check ? check(this.read()) : NONE;
    if (round === this.round) {
      const visible = Object.fromEntries(Object.entries(found).filter(([name]) => this.submitted || this.touched.has(name))) as FieldErrors<V>;
      this.show(visible);
    }
    return found;
  }

  private show(next: FieldErrors<V>) {
    if (sameErrors(this.shown, next)) return;
    this.shown = Object.keys(next).length ? next : NONE;
    for (const listener of this.listeners) listener();
  }
}
