import Link from 'next/link';
import { buttonClass, inputClass, labelClass } from './ui';

type Option = readonly [value: string, text: string];

/** One filter: a choice from a list, a search or date box, or a tick box. */
export type FilterField =
  | { type: 'select'; name: string; label: string; value: string; options: readonly Option[] }
  | { type: 'search' | 'date'; name: string; label: string; value?: string; maxLength?: number }
  | { type: 'check'; name: string; label: string; value: string; checked: boolean };

type Props = {
  /** The list's address: where the form goes, and the reset link (the list unfiltered). */
  action: string;
  /** The fields' ids are `<idPrefix>-<name>`. */
  idPrefix: string;
  /** The fieldset's legend, the button's and the reset link's words. */
  words: { legend: string; apply: string; reset: string };
  fields: readonly FilterField[];
};

/** Columns on a wide screen: one a field up to five; a phone stacks them, a tablet takes two. */
const WIDE = ['', '', '', 'lg:grid-cols-3', 'lg:grid-cols-4', 'lg:grid-cols-5'] as const;

/**
 * A list's filters in the back office (outbox, audit log, listings, alerts, posts): a GET form, so a
 * filtered list has an address of its own and the form works without JavaScript, every field with
 * its label, then the button and a link back to the unfiltered list. Rendered on the server.
 */
export function FilterBar({ action, idPrefix, words, fields }: Props) {
  const id = (name: string) => `${idPrefix}-${name}`;
  return (
    <form method="get" action={action} className="mb-6 rounded border border-slate-200 bg-white p-4 shadow-sm">
      <fieldset>
        <legend className="mb-3 text-base font-semibold text-slate-900">{words.legend}</legend>
        <div className={`grid gap-4 sm:grid-cols-2 ${WIDE[Math.min(fields.length, 5)]}`}>
          {fields.map((f) =>
            f.type === 'check' ? (
              <label key={f.name} htmlFor={id(f.name)} className="flex min-h-10 items-center gap-2 self-end text-sm text-slate-800">
                <input id={id(f.name)} type="checkbox" name={f.name} value={f.value} defaultChecked={f.checked} className="size-5 accent-teal-800" />
                {f.label}
              </label>
            ) : (
              <div key={f.name}>
                <label htmlFor={id(f.name)} className={labelClass}>
                  {f.label}
                </label>
                {f.type === 'select' ? (
                  <select id={id(f.name)} name={f.name} defaultValue={f.value} className={inputClass}>
                    {f.options.map(([value, text]) => (
                      <option key={value} value={value}>
                        {text}
                      </option>
                    ))}
                  </select>
                ) : (
                  <input id={id(f.name)} name={f.name} type={f.type} defaultValue={f.value} maxLength={f.maxLength} className={inputClass} />
                )}
              </div>
            ),
          )}
        </div>
        <div className="mt-4 flex flex-wrap items-center gap-4">
          <button type="submit" className={buttonClass}>
            {words.apply}
          </button>
          <Link href={action} className="text-sm text-teal-800 underline">
            {words.reset}
          </Link>
        </div>
      </fieldset>
    </form>
  );
}
