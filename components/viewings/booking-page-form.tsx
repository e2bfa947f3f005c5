import type { ReactNode } from 'react';
import { Honeypot } from '@/components/forms/honeypot';
import { inputClass } from '@/components/forms/input-class';
import type { Lang } from '@/lib/api/lang';
import type { SlotsResponse } from '@/lib/api/viewings';
import { formatDay } from '@/lib/format/day';
import { TOKEN_FIELD } from '@/lib/forms/guard';
import { LIMITS } from '@/lib/forms/common';
import { VIEWING_NOTE_MAX } from '@/lib/forms/viewing';
import { getTranslations } from '@/lib/i18n/translations';
import type { BookingDraft, BookingField } from '@/lib/server/viewings/booking-page';
import { formatRange, formatSlot, instantMs, vietnamIso } from '@/lib/viewings/time';
import { PEOPLE } from './people';
import { defaultViewingLanguage } from './values';

type Props = {
  lang: Lang;
  listing: { id: number; name: string };
  days: SlotsResponse['days'];
  /** The page's form token. */
  token: string;
  /** What the last post brought back: the values as typed and what stood in the way. */
  draft?: BookingDraft;
};

const FIELD_ORDER: BookingField[] = ['times', 'otherTime', 'fullName', 'email', 'phone', 'people', 'viewingLanguage', 'form'];
const id = (field: string) => `booking-${field}`;
const canonical = (start: string) => {
  const ms = instantMs(start);
  return Number.isNaN(ms) ? start : vietnamIso(ms);
};

function Field({ field, label, required, mark, error, children }: { field: string; label: string; required?: boolean; mark: string; error?: string; children: ReactNode }) {
  return (
    <div className="grid content-start gap-1">
      <label htmlFor={id(field)} className="text-sm font-medium text-slate-800">
        {label}
        {required && (
          <>
            <span className="ml-1 text-red-700" aria-hidden="true">
              *
            </span>
            <span className="sr-only"> {mark}</span>
          </>
        )}
      </label>
      {children}
      {error && (
        <p id={`${id(field)}-error`} className="text-sm text-red-700" data-testid={`${id(field)}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * The booking page's form, server-rendered and plain (it needs no script): the free times as
 * checkboxes, a day to a disclosure (the first open, and every day holding a ticked time), the
 * earliest ticked time counting as the first choice; then "another time" and who comes. After a
 * refused post it shows what was typed, a list of the problems linking to their fields and a
 * message at each, the first field at fault focused (`autofocus`).
 */
export async function BookingPageForm({ lang, listing, days, token, draft }: Props) {
  const [t, tf] = await Promise.all([getTranslations('viewings'), getTranslations('forms')]);
  const typed = draft?.typed;
  const chosen = new Set((typed?.times ?? []).map(canonical));
  const errorText = (code: string) => (tf.has(`errors.${code}`) ? tf(`errors.${code}`) : tf('errors.invalid'));
  const errorOf = (field: BookingField) => {
    const code = draft?.errors.find((e) => e.field === field)?.code;
    return code === undefined ? undefined : errorText(code);
  };
  const firstBad = FIELD_ORDER.find((f) => errorOf(f));
  const focus = (field: BookingField) => firstBad === field || undefined;
  const invalid = (field: BookingField) => (errorOf(field) ? { 'aria-invalid': true, 'aria-describedby': `${id(field)}-error` } : {});

  const offered = new Set(days.flatMap((d) => d.slots.map((s) => s.start)));
  const gone = [...chosen].filter((s) => !offered.has(s));
  const failure = draft?.failure;
  const failureText = !failure
    ? undefined
    : failure.key === 'taken'
      ? t('book.taken', { count: Math.max(1, failure.times?.length ?? 0), times: (failure.times ?? gone).map((s) => formatSlot(s, lang)).join(', ') })
      : failure.key === 'verification' || failure.key === 'tooSoon'
        ? t(`page.${failure.key}`)
        : failure.key === 'rateLimited'
          ? tf('failures.rateLimited', { seconds: failure.seconds ?? 60 })
          : tf(`failures.${failure.key}`);
  const labels: Record<BookingField, string> = {
    times: t('book.pickerLabel'),
    otherTime: t('book.otherTime'),
    fullName: t('book.fullName'),
    email: t('book.email'),
    phone: t('book.phone'),
    people: t('book.people'),
    viewingLanguage: t('book.viewingLanguage'),
    form: t('book.form'),
  };
  const problems = FIELD_ORDER.flatMap((f) => {
    const text = errorOf(f);
    return text ? [{ field: f, text }] : [];
  });
  const language = typed?.viewingLanguage === 'ja' || typed?.viewingLanguage === 'en' ? typed.viewingLanguage : defaultViewingLanguage(lang);
  const mark = tf('required');
  const firstStart = days[0]?.slots[0]?.start;

  return (
    <form method="post" action="/api/viewings/form" noValidate id="booking-form" aria-label={t('book.form')} className="relative mt-6 grid gap-6" data-testid="viewing-page-form">
      <Honeypot />
      <input type="hidden" name={TOKEN_FIELD} value={token} />
      <input type="hidden" name="language" value={lang} />
      <input type="hidden" name="propertyId" value={listing.id} />
      <p className="text-slate-700">{t('page.lead')}</p>

      {(failureText || problems.length !== 0) && (
        <div className="rounded-md border-l-4 border-red-700 bg-red-50 px-4 py-3 text-sm text-red-900" data-testid="viewing-page-problems">
          <p className="font-semibold">{t('page.problems')}</p>
          <ul className="mt-1 list-disc pl-5">
            {failureText && <li data-testid="viewing-page-failure">{failureText}</li>}
            {problems.map((p) => (
              <li key={p.field}>
                {p.field === 'form' ? (
                  p.text
                ) : (
                  <a href={`#${p.field === 'times' ? 'booking-times' : id(p.field)}`} className="text-red-900 underline">
                    {labels[p.field]}: {p.text}
                  </a>
                )}
              </li>
            ))}
          </ul>
        </div>
      )}

      <fieldset id="booking-times" className="grid gap-3" aria-describedby={errorOf('times') ? `${id('times')}-error` : undefined} data-testid="viewing-page-times">
        <legend className="text-base font-semibold text-slate-900">{t('book.pickerLabel')}</legend>
        {errorOf('times') && (
          <p id={`${id('times')}-error`} className="text-sm text-red-700" data-testid="booking-times-error">
            {errorOf('times')}
          </p>
        )}
        {gone.length > 0 && (
          <p className="text-sm text-red-800" data-testid="viewing-page-gone">
            {t('book.takenMark')}: {gone.map((s) => formatSlot(s, lang)).join(', ')}
          </p>
        )}
        {days.length === 0 && <p className="text-sm text-slate-700">{t('book.none')}</p>}
        {days.map((day, at) => {
          const ticked = day.slots.some((s) => chosen.has(s.start));
          return (
            <details key={day.date} open={at === 0 || ticked} className="group rounded-md border border-slate-200 bg-white" data-testid="viewing-page-day" data-date={day.date}>
              <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-3 px-3 py-2 text-sm font-medium text-slate-900">
                <span className="inline-flex items-center gap-2">
                  <svg viewBox="0 0 20 20" className="size-4 shrink-0 text-slate-500 transition-transform group-open:rotate-90" aria-hidden="true" fill="currentColor">
                    <path d="M7 4l6 6-6 6z" />
                  </svg>
                  {formatDay(day.date, lang, { weekday: true })}
                </span>
                <span className="text-xs font-normal text-slate-600">{t('page.freeCount', { count: day.slots.length })}</span>
              </summary>
              <ul className="grid grid-cols-2 gap-2 px-3 pb-3 sm:grid-cols-4">
                {day.slots.map((slot) => {
                  const autoFocus = focus('times') && slot.start === firstStart;
                  return (
                    <li key={slot.start}>
                      <label className="flex min-h-11 cursor-pointer items-center gap-2 rounded-md border border-slate-300 px-3 text-sm tabular-nums text-slate-800 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50">
                        <input type="checkbox" name="times" value={slot.start} defaultChecked={chosen.has(slot.start)} autoFocus={autoFocus} className="size-5 accent-brand-600" data-testid="viewing-page-time" />
                        {formatRange(Date.parse(slot.start), Date.parse(slot.end))}
                      </label>
                    </li>
                  );
                })}
              </ul>
            </details>
          );
        })}
      </fieldset>

      <Field field="otherTime" label={t('book.another')} mark={mark} error={errorOf('otherTime')}>
        <p id={`${id('otherTime')}-hint`} className="text-xs text-slate-600">
          {t('book.anotherHint')}
        </p>
        <textarea
          id={id('otherTime')}
          name="otherTime"
          rows={2}
          maxLength={VIEWING_NOTE_MAX}
          placeholder={t('book.otherTimePlaceholder')}
          defaultValue={typed?.otherTime}
          autoFocus={focus('otherTime')}
          className={inputClass}
          aria-describedby={errorOf('otherTime') ? `${id('otherTime')}-hint ${id('otherTime')}-error` : `${id('otherTime')}-hint`}
          aria-invalid={errorOf('otherTime') ? true : undefined}
        />
      </Field>

      <div className="grid gap-4 sm:grid-cols-2">
        <Field field="fullName" label={t('book.fullName')} required mark={mark} error={errorOf('fullName')}>
          <input id={id('fullName')} name="fullName" autoComplete="name" maxLength={LIMITS.name} defaultValue={typed?.fullName} autoFocus={focus('fullName')} aria-required className={inputClass} {...invalid('fullName')} />
        </Field>
        <Field field="email" label={t('book.email')} required mark={mark} error={errorOf('email')}>
          <input id={id('email')} name="email" type="email" autoComplete="email" maxLength={LIMITS.email} defaultValue={typed?.email} autoFocus={focus('email')} aria-required className={inputClass} {...invalid('email')} />
        </Field>
        <Field field="phone" label={t('book.phone')} required mark={mark} error={errorOf('phone')}>
          <input id={id('phone')} name="phone" type="tel" autoComplete="tel" maxLength={LIMITS.phone} defaultValue={typed?.phone} autoFocus={focus('phone')} aria-required className={inputClass} {...invalid('phone')} />
        </Field>
        <Field field="people" label={t('book.people')} required mark={mark} error={errorOf('people')}>
          <select id={id('people')} name="people" defaultValue={typed?.people || '1'} autoFocus={focus('people')} aria-required className={inputClass} {...invalid('people')}>
            {PEOPLE.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </Field>
        <fieldset className="sm:col-span-2" aria-describedby={errorOf('viewingLanguage') ? `${id('viewingLanguage')}-error` : undefined}>
          <legend className="text-sm font-medium text-slate-800">{t('book.viewingLanguage')}</legend>
          <div className="mt-1 flex flex-wrap gap-x-6">
            {(['en', 'ja'] as const).map((code, at) => (
              <label key={code} className="inline-flex min-h-11 cursor-pointer items-center gap-2 text-sm text-slate-800" lang={code}>
                <input type="radio" name="viewingLanguage" value={code} defaultChecked={code === language} autoFocus={at === 0 && focus('viewingLanguage')} className="size-5 accent-brand-600" />
                {t(`book.languages.${code}`)}
              </label>
            ))}
          </div>
          {errorOf('viewingLanguage') && (
            <p id={`${id('viewingLanguage')}-error`} className="text-sm text-red-700">
              {errorOf('viewingLanguage')}
            </p>
          )}
        </fieldset>
      </div>

      <div className="flex justify-end">
        <button type="submit" className="h-11 rounded-md bg-brand-600 px-8 text-sm font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600" data-testid="viewing-page-send">
          {t('book.send')}
        </button>
      </div>
    </form>
  );
}
