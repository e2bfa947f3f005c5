'use client';
import { useActionState, useEffect, useRef } from 'react';
import type { AvailabilityState } from '@/app/admin/(office)/account/actions';
import { formatDay } from '@/lib/format/day';
import { buttonClass, describedByOf, FieldNotes, inputClass, labelClass, secondaryButtonClass } from '../ui';
import { FormOutcome } from './form-outcome';
import { WeekFields, type WeekColumns, type WeekDayLabels } from './week-fields';

type Action = (state: AvailabilityState, form: FormData) => Promise<AvailabilityState>;
export type AvailabilityWords = Record<string, string>;
export type WeekWords = { columns: WeekColumns; days: WeekDayLabels[] };

/** The member's cities and weekly hours, saved whole or not at all; a refusal keeps what was typed. */
export function AvailabilityForm({
  action,
  member,
  cities,
  values,
  words,
  week,
}: {
  action: Action;
  /** Another member's id when an admin keeps their availability; unset on one's own account. */
  member?: string;
  cities: { id: number; name: string }[];
  values: Record<string, string>;
  words: AvailabilityWords;
  week: WeekWords;
}) {
  const [state, formAction, pending] = useActionState(action, {});
  const current = state.values ?? values;
  const error = (name: string) => (state.fields?.[name] ? words[state.fields[name]] : undefined);
  const errors = Object.fromEntries(Object.keys(state.fields ?? {}).map((name) => [name, error(name)]));
  const citiesError = error('cities');
  return (
    <div>
      <FormOutcome done={state.done === 'saved' ? words.saved : undefined} failed={state.fields ? words.fieldErrors : undefined} at={state.at} />
      <form key={state.at ?? 0} action={formAction} noValidate className="space-y-6">
        {member && <input type="hidden" name="member" value={member} />}
        <fieldset aria-describedby={describedByOf('availability-cities', words.citiesHint, citiesError)}>
          <legend className={labelClass}>{words.cities}</legend>
          <div className="flex flex-wrap gap-x-6 gap-y-2">
            {cities.map((c) => (
              <label key={c.id} className="inline-flex min-h-10 items-center gap-2 text-sm">
                <input type="checkbox" name={`city-${c.id}`} defaultChecked={current[`city-${c.id}`] === 'on'} className="size-5 accent-teal-800" />
                {c.name}
              </label>
            ))}
          </div>
          <FieldNotes id="availability-cities" hint={words.citiesHint} error={citiesError} />
        </fieldset>
        <WeekFields prefix="week" caption={words.week} columns={week.columns} days={week.days} values={current} errors={errors} />
        <button type="submit" className={buttonClass} aria-disabled={pending || undefined}>
          {words.save}
        </button>
      </form>
    </div>
  );
}

/**
 * Days away: a day to add, and each listed day with its own Remove button (one form, the pressed
 * button says which). After either, focus returns to the day field, and the region says what changed.
 */
export function DaysAwayForm({ action, member, days, words, lang }: { action: Action; member?: string; days: string[]; words: AvailabilityWords; lang: 'en' | 'ja' }) {
  const [state, formAction, pending] = useActionState(action, {});
  const field = useRef<HTMLInputElement>(null);
  const listed = state.daysAway ?? days;
  const site = lang === 'ja' ? 'jp' : 'en';
  const show = (day: string) => formatDay(day, site, { weekday: true });
  const error = state.fields?.day ? words[state.fields.day] : undefined;
  const done = state.done === 'added' || state.done === 'removed' ? words[state.done].replace('{day}', state.day ? show(state.day) : '') : undefined;
  useEffect(() => {
    if (state.at) field.current?.focus();
  }, [state.at]);
  return (
    <div>
      <FormOutcome done={done} failed={error ? words.fieldErrors : undefined} at={state.at} />
      <form key={state.at ?? 0} action={formAction} noValidate className="space-y-4">
        {member && <input type="hidden" name="member" value={member} />}
        <div className="flex flex-wrap items-start gap-3">
          <div>
            <label htmlFor="day-away" className={labelClass}>
              {words.addDay}
            </label>
            <input
              ref={field}
              id="day-away"
              name="day"
              type="date"
              defaultValue={state.fields ? (state.values?.day ?? '') : ''}
              aria-invalid={error ? true : undefined}
              aria-describedby={describedByOf('day-away', words.addDayHint, error)}
              className={inputClass}
            />
            <FieldNotes id="day-away" hint={words.addDayHint} error={error} />
          </div>
          {/* First in the form: Enter in the day field adds it. */}
          <button type="submit" name="op" value="add" className={`${buttonClass} sm:mt-6`} aria-disabled={pending || undefined}>
            {words.add}
          </button>
        </div>
        {listed.length ? (
          <ul className="max-w-md divide-y divide-slate-200 rounded border border-slate-200">
            {listed.map((day) => (
              <li key={day} className="flex items-center justify-between gap-3 px-3 py-2 text-sm">
                <time dateTime={day}>{show(day)}</time>
                <button type="submit" name="remove" value={day} className={secondaryButtonClass} aria-label={words.removeName.replace('{day}', show(day))}>
                  {words.remove}
                </button>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-slate-700">{words.noDaysAway}</p>
        )}
      </form>
    </div>
  );
}
