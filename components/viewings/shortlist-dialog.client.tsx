'use client';
import { useQueries, useQueryClient } from '@tanstack/react-query';
import { useTranslations, type AbstractIntlMessages } from 'next-intl';
import { useEffect, useMemo, useRef, useState } from 'react';
import { SelectField } from '@/components/forms/field.client';
import { FormIntl } from '@/components/forms/form-intl.client';
import { Honeypot } from '@/components/forms/honeypot';
import { SendRow } from '@/components/forms/send-row.client';
import { CloseIcon } from '@/components/ui/close-icon';
import { Dialog } from '@/components/ui/dialog.client';
import { QueryIsland } from '@/components/ui/query-island.client';
import type { Lang } from '@/lib/api/lang';
import type { FormGuard } from '@/lib/forms/guard';
import { formatDay } from '@/lib/format/day';
import { formatRange, formatSlot, vietnamClock, vietnamIso } from '@/lib/viewings/time';
import { AnotherTime, ViewerFields } from './booking-fields.client';
import { SHORTLIST_MIN } from './shortlist-min';
import { slotsKey, slotsQuery } from './slots-query';
import { summaryWords } from './summary';
import { SummaryView } from './summary-view';
import { useViewingForm, type Booked } from './use-viewing-form.client';

export type ShortlistListing = { id: number; name: string; href?: string };


type Props = {
  lang: Lang;
  listings: readonly ShortlistListing[];
  guard: FormGuard;
  /** The `viewings` and `forms` messages, picked on the server (./viewing-labels.ts). */
  messages: AbstractIntlMessages;
  open: boolean;
  onRemove: (id: number) => void;
  onClose: () => void;
};

/**
 * The favourites page's "Request viewings": the ticked listings (two to five, each removable), a
 * day on which every one of them has a free time, a time at each (a time chosen for one is not
 * offered for another), then who comes; one request with one time per listing. Loaded by the saved
 * lists on first use, with TanStack Query and the form.
 */
export function ShortlistDialog(props: Props) {
  return (
    <FormIntl lang={props.lang} messages={props.messages}>
      <QueryIsland>
        <ShortlistBody {...props} />
      </QueryIsland>
    </FormIntl>
  );
}

function ShortlistBody({ lang, listings, guard, open, onRemove, onClose }: Props) {
  const t = useTranslations('viewings');
  const [booked, setBooked] = useState<Booked | null>(null);
  const [round, setRound] = useState(0);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (booked) heading.current?.focus();
  }, [booked]);
  const close = () => {
    onClose();
    if (booked) {
      setBooked(null);
      setRound((r) => r + 1);
    }
  };
  const names = useMemo(() => new Map(listings.map((l) => [l.id, { name: l.name, href: l.href }])), [listings]);
  return (
    <Dialog open={open} onClose={close} title={t('shortlist.title')} closeLabel={t('book.close')} testId="shortlist-dialog" size="lg">
      {booked ? (
        <div className="grid gap-5">
          <SummaryView
            headingRef={heading}
            words={summaryWords(t, lang, {
              viewings: booked.answer.viewings,
              listings: names,
              people: booked.values.people,
              viewingLanguage: booked.values.viewingLanguage,
              email: booked.values.email.trim(),
            })}
          />
          <div className="flex justify-end">
            <button type="button" onClick={close} className="h-11 rounded-md bg-brand-600 px-8 text-sm font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600" data-testid="viewing-done">
              {t('success.close')}
            </button>
          </div>
        </div>
      ) : (
        <ShortlistForm key={round} lang={lang} listings={listings} guard={guard} open={open} onRemove={onRemove} onBooked={setBooked} />
      )}
    </Dialog>
  );
}

type FormProps = { lang: Lang; listings: readonly ShortlistListing[]; guard: FormGuard; open: boolean; onRemove: (id: number) => void; onBooked: (booked: Booked) => void };

function ShortlistForm({ lang, listings, guard, open, onRemove, onBooked }: FormProps) {
  const t = useTranslations('viewings');
  const client = useQueryClient();
  const slots = useQueries({ queries: listings.map((l) => slotsQuery(l.id, lang)) });
  const wasOpen = useRef(open);
  useEffect(() => {
    if (open && !wasOpen.current) for (const l of listings) void client.invalidateQueries({ queryKey: slotsKey(l.id) });
    wasOpen.current = open;
  }, [open, client, listings]);

  const [day, setDay] = useState('');
  const [times, setTimes] = useState<Readonly<Record<number, string>>>({});
  const [taken, setTaken] = useState<ReadonlySet<string>>(new Set());
  const loading = slots.some((s) => s.isPending);
  const failed = slots.some((s) => s.isError && !s.data);

  // The days on which every listing has a free time, and each listing's times on the chosen one.
  const days = useMemo(() => {
    if (loading) return [];
    const sets = slots.map((s) => new Set((s.data?.days ?? []).map((d) => d.date)));
    return [...(sets[0] ?? [])].filter((date) => sets.every((set) => set.has(date))).sort();
  }, [slots, loading]);
  const timesOf = (at: number) => slots[at]?.data?.days.find((d) => d.date === day)?.slots ?? [];

  const items = useMemo(() => listings.map((l) => ({ propertyId: l.id, times: times[l.id] ? [times[l.id]] : [] })), [listings, times]);
  const { picker, ...form } = useViewingForm({
    lang,
    guard,
    items,
    taken,
    onBooked,
    onTaken: (list) => {
      const starts = list.map((x) => ({ id: x.propertyId, start: vietnamIso(Date.parse(x.start)) }));
      setTaken((before) => new Set([...before, ...starts.map((s) => s.start)]));
      for (const l of listings) void client.invalidateQueries({ queryKey: slotsKey(l.id) });
      const named = starts.map((s) => `${listings.find((l) => l.id === s.id)?.name ?? s.id} ${formatSlot(s.start, lang)}`);
      return t('book.taken', { count: named.length, times: named.join(', ') });
    },
  });

  const chooseDay = (next: string) => {
    setDay(next);
    setTimes({});
  };
  const tooFew = listings.length < SHORTLIST_MIN;
  const pickerId = 'shortlist-picker';

  return (
    <form {...form.formProps} aria-label={t('book.form')} className="relative grid min-w-0 gap-5 [&>*]:min-w-0" data-testid="shortlist-form">
      <Honeypot inputRef={form.trap} />
      <p className="text-sm text-slate-700">{t('shortlist.lead')}</p>
      <div>
        <h3 className="text-sm font-semibold text-slate-900">{t('shortlist.listings')}</h3>
        <ul className="mt-2 grid gap-2" data-testid="shortlist-listings">
          {listings.map((l) => (
            <li key={l.id} className="flex items-center justify-between gap-3 rounded-md border border-slate-200 bg-slate-50 px-3 py-1.5 text-sm" data-testid="shortlist-listing" data-id={l.id}>
              <span className="font-medium text-slate-900">{l.name}</span>
              <button
                type="button"
                onClick={() => onRemove(l.id)}
                aria-label={t('shortlist.remove', { name: l.name })}
                className="inline-flex size-11 shrink-0 items-center justify-center rounded-md text-slate-600 hover:bg-slate-200 hover:text-rose-700 focus-visible:outline-2 focus-visible:outline-brand-600"
                data-testid="shortlist-remove"
              >
                <CloseIcon className="size-4" />
              </button>
            </li>
          ))}
        </ul>
        {tooFew && (
          <p role="status" className="mt-2 text-sm text-amber-800" data-testid="shortlist-too-few">
            {t('shortlist.tooFew')}
          </p>
        )}
      </div>

      {!tooFew && (
        <div ref={picker} tabIndex={-1} role="group" aria-labelledby={`${pickerId}-label`} aria-describedby={form.itemsError ? `${pickerId}-error` : undefined} className="grid min-w-0 gap-3 focus:outline-none">
          <p id={`${pickerId}-label`} className="text-sm font-semibold text-slate-900">
            {t('shortlist.pickerLabel')}
          </p>
          {loading && (
            <p role="status" className="text-sm text-slate-600">
              {t('book.loading')}
            </p>
          )}
          {failed && (
            <p role="alert" className="text-sm text-red-700">
              {t('book.loadFailed')}{' '}
              <button type="button" onClick={() => slots.forEach((s) => void s.refetch())} className="ml-1 font-semibold text-brand-700 underline">
                {t('book.retry')}
              </button>
            </p>
          )}
          {!loading && !failed && days.length === 0 && <p className="text-sm text-slate-700">{t('shortlist.noCommonDay')}</p>}
          {days.length > 0 && (
            <div className="grid gap-4 sm:grid-cols-2">
              <SelectField id="shortlist-day" label={t('shortlist.day')} hint={t('shortlist.dayHint')} value={day} onChange={(e) => chooseDay(e.target.value)} data-testid="shortlist-day" className="sm:col-span-2">
                <option value="">{t('shortlist.chooseDay')}</option>
                {days.map((d) => (
                  <option key={d} value={d}>
                    {formatDay(d, lang, { weekday: true })}
                  </option>
                ))}
              </SelectField>
              {day &&
                listings.map((l, at) => {
                  const chosen = times[l.id] ?? '';
                  const others = new Set(Object.entries(times).flatMap(([id, start]) => (Number(id) !== l.id ? [start] : [])));
                  const offered = timesOf(at);
                  const gone = chosen && !offered.some((s) => s.start === chosen);
                  return (
                    <SelectField
                      key={l.id}
                      id={`shortlist-time-${l.id}`}
                      label={t('shortlist.time', { name: l.name })}
                      value={chosen}
                      onChange={(e) => setTimes({ ...times, [l.id]: e.target.value })}
                      aria-invalid={gone || taken.has(chosen) ? true : undefined}
                      data-testid="shortlist-time"
                      data-id={l.id}
                    >
                      <option value="">{t('shortlist.chooseTime')}</option>
                      {gone && (
                        <option value={chosen} disabled>
                          {t('shortlist.takenOption', { time: vietnamClock(Date.parse(chosen)) })}
                        </option>
                      )}
                      {offered.map((s) => {
                        const label = formatRange(Date.parse(s.start), Date.parse(s.end));
                        const busy = others.has(s.start);
                        return (
                          <option key={s.start} value={s.start} disabled={busy}>
                            {busy ? t('shortlist.busyOption', { time: label }) : label}
                          </option>
                        );
                      })}
                    </SelectField>
                  );
                })}
            </div>
          )}
          {form.itemsError && (
            <p id={`${pickerId}-error`} role="alert" className="text-sm text-red-700" data-testid="viewing-times-error">
              {form.itemsError}
            </p>
          )}
        </div>
      )}
      {!tooFew && (
        <>
          <AnotherTime form={form} idPrefix="shortlist" />
          <ViewerFields form={form} idPrefix="shortlist" lang={lang} />
          <SendRow form={form} label={t('shortlist.send')} testId="shortlist-send" />
        </>
      )}
    </form>
  );
}
