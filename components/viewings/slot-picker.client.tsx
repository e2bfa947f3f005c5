'use client';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { Lang } from '@/lib/api/lang';
import type { SlotsResponse } from '@/lib/api/viewings';
import { formatDay } from '@/lib/format/day';
import { formatSlot, vietnamClock } from '@/lib/viewings/time';

type Props = {
  lang: Lang;
  days: SlotsResponse['days'];
  /** The chosen slot starts, first choice first. */
  chosen: readonly string[];
  /** Chosen times the server said were taken meanwhile. */
  taken: ReadonlySet<string>;
  /** Said under the choices when the visitor reaches for a fourth. */
  full: boolean;
  onToggle: (start: string) => void;
  onRemove: (start: string) => void;
};

const dayTab =
  'flex min-h-11 shrink-0 flex-col items-center justify-center rounded-md border px-3 py-1 text-sm whitespace-nowrap focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';
const timeButton =
  'relative inline-flex h-11 w-full items-center justify-center rounded-md border text-sm font-semibold tabular-nums focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

/**
 * A listing's free times: the days as tabs (arrow keys, Home and End move between them, as
 * WAI-ARIA's tabs pattern says), the chosen day's times as toggle buttons, and the choices in order
 * of preference, each with its remove button. A removed choice hands focus to the next one's button
 * (or to the list's heading), never to the page behind the dialog.
 */
export function SlotPicker({ lang, days, chosen, taken, full, onToggle, onRemove }: Props) {
  const t = useTranslations('viewings.book');
  const id = useId();
  const firstChosenDay = days.find((d) => d.slots.some((s) => chosen.includes(s.start)))?.date;
  const [active, setActive] = useState(firstChosenDay ?? days[0]?.date ?? '');
  const day = days.find((d) => d.date === active) ?? days[0];
  const tabs = useRef<HTMLDivElement>(null);

  const onTabKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const at = days.findIndex((d) => d.date === day?.date);
    const next =
      event.key === 'ArrowRight' || event.key === 'ArrowDown'
        ? (at + 1) % days.length
        : event.key === 'ArrowLeft' || event.key === 'ArrowUp'
          ? (at - 1 + days.length) % days.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? days.length - 1
              : -1;
    if (next < 0) return;
    event.preventDefault();
    setActive(days[next].date);
    tabs.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]')[next]?.focus();
  };

  const list = useRef<HTMLOListElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const removedAt = useRef<number | null>(null);
  useEffect(() => {
    const at = removedAt.current;
    if (at === null) return;
    removedAt.current = null;
    const buttons = list.current?.querySelectorAll<HTMLButtonElement>('[data-testid="viewing-choice-remove"]');
    (buttons?.length ? buttons[Math.min(at, buttons.length - 1)] : heading.current)?.focus();
  }, [chosen]);

  const chosenHeading = `${id}-chosen`;
  return (
    <div className="grid min-w-0 gap-4 [&>*]:min-w-0">
      {day && (
        <div>
          <div ref={tabs} role="tablist" aria-label={t('days')} onKeyDown={onTabKey} className="-mx-1 flex gap-2 overflow-x-auto px-1 pt-1 pb-2 [scrollbar-width:thin]" data-testid="viewing-days">
            {days.map((d) => {
              const selected = d.date === day.date;
              const picks = d.slots.filter((s) => chosen.includes(s.start)).length;
              return (
                <button
                  key={d.date}
                  type="button"
                  role="tab"
                  id={`${id}-tab-${d.date}`}
                  aria-selected={selected}
                  aria-controls={`${id}-panel`}
                  tabIndex={selected ? 0 : -1}
                  onClick={() => setActive(d.date)}
                  data-testid="viewing-day"
                  data-date={d.date}
                  className={`${dayTab} ${selected ? 'border-brand-600 bg-brand-600 text-white' : 'border-slate-300 bg-white text-slate-800 hover:border-brand-600'}`}
                >
                  {formatDay(d.date, lang, { weekday: true, noYear: true })}
                  {picks > 0 && (
                    <span aria-hidden="true" className={`text-xs ${selected ? 'text-white' : 'text-brand-700'}`}>
                      ●{picks > 1 ? ` ×${picks}` : ''}
                    </span>
                  )}
                </button>
              );
            })}
          </div>
          <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${day.date}`} className="mt-2" data-testid="viewing-times">
            <p className="mb-2 text-sm text-slate-700">{t('timesOn', { day: formatDay(day.date, lang, { weekday: true }) })}</p>
            <ul className="grid grid-cols-3 gap-2 sm:grid-cols-5">
              {day.slots.map((slot) => {
                const rank = chosen.indexOf(slot.start);
                return (
                  <li key={slot.start}>
                    <button
                      type="button"
                      aria-pressed={rank >= 0}
                      onClick={() => onToggle(slot.start)}
                      data-testid="viewing-time"
                      data-start={slot.start}
                      className={`${timeButton} ${rank >= 0 ? 'border-brand-700 bg-brand-50 text-brand-800' : 'border-slate-300 bg-white text-slate-800 hover:border-brand-600'}`}
                    >
                      {vietnamClock(Date.parse(slot.start))}
                      {rank >= 0 && (
                        <span aria-hidden="true" className="absolute -top-2 -right-2 inline-flex size-5 items-center justify-center rounded-full bg-brand-700 text-xs text-white">
                          {rank + 1}
                        </span>
                      )}
                    </button>
                  </li>
                );
              })}
            </ul>
          </div>
        </div>
      )}

      <div>
        <h3 id={chosenHeading} ref={heading} tabIndex={-1} className="text-sm font-semibold text-slate-800 focus:outline-none">
          {t('chosen')}
        </h3>
        {chosen.length ? (
          <ol ref={list} aria-labelledby={chosenHeading} className="mt-2 grid gap-2" data-testid="viewing-choices">
            {chosen.map((start, at) => {
              const when = formatSlot(start, lang);
              const gone = taken.has(start);
              return (
                <li
                  key={start}
                  className={`flex items-center justify-between gap-3 rounded-md border px-3 py-1.5 text-sm ${gone ? 'border-red-300 bg-red-50' : 'border-slate-200 bg-slate-50'}`}
                  data-testid="viewing-choice"
                  data-start={start}
                  data-taken={gone || undefined}
                >
                  <span>
                    <span className="font-semibold text-slate-900">{t('rank', { rank: at + 1 })}</span>
                    <span aria-hidden="true"> · </span>
                    <span className={gone ? 'text-red-800 line-through' : 'text-slate-800'}>{when}</span>
                    {gone && <span className="ml-2 font-semibold text-red-800">{t('takenMark')}</span>}
                  </span>
                  <button
                    type="button"
                    onClick={() => {
                      removedAt.current = at;
                      onRemove(start);
                    }}
                    aria-label={t('remove', { time: when })}
                    data-testid="viewing-choice-remove"
                    className="inline-flex min-h-11 shrink-0 items-center rounded-md px-2 font-medium text-brand-700 underline hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600"
                  >
                    {t('removeShort')}
                  </button>
                </li>
              );
            })}
          </ol>
        ) : (
          <p className="mt-1 text-sm text-slate-600">{t('chosenNone')}</p>
        )}
        <p aria-live="polite" className="mt-1 text-sm text-amber-800" data-testid="viewing-full">
          {full ? t('full') : ''}
        </p>
      </div>
    </div>
  );
}
