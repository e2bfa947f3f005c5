'use client';
import { useActionState } from 'react';
import type { SettingsState } from '@/app/admin/(office)/settings/actions';
import { buttonClass, describedByOf, FieldNotes, inputClass, labelClass } from '../ui';
import { FormOutcome } from './form-outcome';
import { WeekFields, type WeekColumns, type WeekDayLabels } from './week-fields';

type Action = (state: SettingsState, form: FormData) => Promise<SettingsState>;

const clock = (hour: string) => `${hour.padStart(2, '0')}:00`;

/**
 * The office's viewing hours (Settings): slot length, notice, the reminder's hour, and a week per
 * city. After a save the form shows what is stored and the notice sums it up; a refusal keeps
 * everything typed, with a message on each bad field.
 */
export function ViewingHoursForm({
  action,
  values,
  cities,
  words,
  week,
}: {
  action: Action;
  values: Record<string, string>;
  cities: { id: number; caption: string; days: WeekDayLabels[] }[];
  words: Record<string, string>;
  week: { columns: WeekColumns };
}) {
  const [state, formAction, pending] = useActionState(action, {});
  const current = state.values ?? values;
  const errorOf = (name: string) => (state.fields?.[name] ? words[state.fields[name]] : undefined);
  const errors = Object.fromEntries(Object.keys(state.fields ?? {}).map((name) => [name, errorOf(name)]));
  const saved = state.done
    ? `${words.saved} ${words.savedSummary.replace('{slot}', current.slotMinutes).replace('{lead}', current.leadHours).replace('{reminder}', clock(current.reminderHour))}`
    : undefined;
  const field = (name: 'slotMinutes' | 'leadHours', hint: string) => {
    const id = `viewing-${name}`;
    const error = errorOf(name);
    return (
      <div>
        <label htmlFor={id} className={labelClass}>
          {words[name]}
        </label>
        <input id={id} name={name} type="text" inputMode="numeric" defaultValue={current[name]} aria-invalid={error ? true : undefined} aria-describedby={describedByOf(id, hint, error)} className={`${inputClass} max-w-32`} />
        <FieldNotes id={id} hint={hint} error={error} />
      </div>
    );
  };
  const reminderError = errorOf('reminderHour');
  return (
    <div>
      <FormOutcome done={saved} failed={state.fields ? words.fieldErrors : undefined} at={state.at} />
      <form key={state.at ?? 0} action={formAction} noValidate className="space-y-6">
        <div className="grid gap-4 sm:grid-cols-3">
          {field('slotMinutes', words.slotMinutesHint)}
          {field('leadHours', words.leadHoursHint)}
          <div>
            <label htmlFor="viewing-reminderHour" className={labelClass}>
              {words.reminderHour}
            </label>
            <select
              id="viewing-reminderHour"
              name="reminderHour"
              defaultValue={current.reminderHour}
              aria-invalid={reminderError ? true : undefined}
              aria-describedby={describedByOf('viewing-reminderHour', words.reminderHourHint, reminderError)}
              className={`${inputClass} max-w-32`}
            >
              {Array.from({ length: 24 }, (_, h) => (
                <option key={h} value={String(h)}>
                  {clock(String(h))}
                </option>
              ))}
            </select>
            <FieldNotes id="viewing-reminderHour" hint={words.reminderHourHint} error={reminderError} />
          </div>
        </div>
        <div className="grid gap-8 xl:grid-cols-2">
          {cities.map((c) => (
            <WeekFields key={c.id} prefix={`hours-${c.id}`} caption={c.caption} columns={week.columns} days={c.days} values={current} errors={errors} />
          ))}
        </div>
        <button type="submit" className={buttonClass} aria-disabled={pending || undefined}>
          {words.save}
        </button>
      </form>
    </div>
  );
}
