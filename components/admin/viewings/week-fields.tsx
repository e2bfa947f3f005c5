import { weekField, type Weekday } from '@/lib/viewings/week-fields';
import { fieldErrorClass, inputClass } from '../ui';

export type WeekDayLabels = { day: Weekday; name: string; open: string; from: string; to: string };
export type WeekColumns = { weekday: string; open: string; from: string; to: string };

/**
 * A week of hours inside a form: a row per weekday with its open checkbox and its times, each
 * named for a screen reader by its day ("Open on Monday", "Monday from"). Values are the form's
 * strings (lib/viewings/week-fields.ts); `errors` the message of each bad field by its name.
 */
export function WeekFields({ prefix, caption, columns, days, values, errors }: { prefix: string; caption: string; columns: WeekColumns; days: WeekDayLabels[]; values: Record<string, string>; errors: Record<string, string | undefined> }) {
  const id = (day: Weekday, part: 'open' | 'from' | 'to') => `${prefix}-${day}-${part}`.replace(/[^\w-]/g, '_');
  const clock = (day: Weekday, part: 'from' | 'to', label: string) => {
    const name = weekField(prefix, day, part);
    const error = errors[name];
    return (
      <td>
        <label htmlFor={id(day, part)} className="sr-only">
          {label}
        </label>
        <input
          id={id(day, part)}
          name={name}
          type="time"
          defaultValue={values[name] ?? ''}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id(day, part)}-error` : undefined}
          className={`${inputClass} min-w-0 max-sm:w-[5.25rem]! max-sm:px-1.5! sm:min-w-24`}
        />
        {error && (
          <p id={`${id(day, part)}-error`} className={fieldErrorClass}>
            {error}
          </p>
        )}
      </td>
    );
  };
  return (
    <div className="overflow-x-auto">
      <table className="w-full max-w-xl border-collapse text-left text-sm [&_td]:px-1 [&_td]:py-1.5 [&_th]:px-1 [&_th]:py-1.5 [&_th]:whitespace-nowrap sm:[&_td]:px-2 sm:[&_th]:px-2">
        <caption className="mb-2 text-left font-semibold text-slate-900">{caption}</caption>
        <thead>
          <tr className="border-b-2 border-slate-300">
            <th scope="col">{columns.weekday}</th>
            <th scope="col">{columns.open}</th>
            <th scope="col">{columns.from}</th>
            <th scope="col">{columns.to}</th>
          </tr>
        </thead>
        <tbody>
          {days.map((d) => (
            <tr key={d.day} className="border-b border-slate-200 align-top">
              <th scope="row" className="pt-3 font-medium">
                {d.name}
              </th>
              <td className="pt-3">
                <input id={id(d.day, 'open')} name={weekField(prefix, d.day, 'open')} type="checkbox" defaultChecked={values[weekField(prefix, d.day, 'open')] === 'on'} className="size-5 accent-teal-800" />
                <label htmlFor={id(d.day, 'open')} className="sr-only">
                  {d.open}
                </label>
              </td>
              {clock(d.day, 'from', d.from)}
              {clock(d.day, 'to', d.to)}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
