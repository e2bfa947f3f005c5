'use client';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Honeypot } from '@/components/forms/honeypot';
import { SendRow } from '@/components/forms/send-row.client';
import type { Lang } from '@/lib/api/lang';
import type { FormGuard } from '@/lib/forms/guard';
import { VIEWING_MAX_TIMES } from '@/lib/forms/viewing';
import { formatSlot, vietnamIso } from '@/lib/viewings/time';
import { AnotherTime, ViewerFields } from './booking-fields.client';
import { SlotPicker } from './slot-picker.client';
import { slotsKey, slotsQuery } from './slots-query';
import { useViewingForm, type Booked } from './use-viewing-form.client';

type Props = {
  lang: Lang;
  listing: { id: number; name: string };
  guard: FormGuard;
  /** The dialog is open: each new opening asks for the free times again. */
  open: boolean;
  onBooked: (booked: Booked) => void;
};

/** A slot start as the API writes it, whatever offset it was given with. */
const canonical = (start: string) => vietnamIso(Date.parse(start));

/**
 * A listing's booking form: its free times of the next three weeks (TanStack Query, asked again at
 * each opening and after a 409), one to three of them in order of preference or "another time"
 * with a note, then who comes. A 409 names the times taken, marks them among the choices and asks
 * for the free times again; nothing typed is lost.
 */
export function BookingForm({ lang, listing, guard, open, onBooked }: Props) {
  const t = useTranslations('viewings.book');
  const client = useQueryClient();
  const slots = useQuery(slotsQuery(listing.id, lang));
  const [chosen, setChosen] = useState<string[]>([]);
  const [taken, setTaken] = useState<ReadonlySet<string>>(new Set());
  const [full, setFull] = useState(false);
  const wasOpen = useRef(open);
  useEffect(() => {
    if (open && !wasOpen.current) void client.invalidateQueries({ queryKey: slotsKey(listing.id) });
    wasOpen.current = open;
  }, [open, client, listing.id]);
  const items = useMemo(() => [{ propertyId: listing.id, times: chosen }], [listing.id, chosen]);
  const { picker, ...form } = useViewingForm({
    lang,
    guard,
    items,
    taken,
    onBooked,
    onTaken: (list) => {
      const starts = list.map((x) => canonical(x.start));
      setTaken((before) => new Set([...before, ...starts]));
      void client.invalidateQueries({ queryKey: slotsKey(listing.id) });
      return t('taken', { count: starts.length, times: starts.map((s) => formatSlot(s, lang)).join(', ') });
    },
  });

  const toggle = (start: string) => {
    if (chosen.includes(start)) {
      setChosen(chosen.filter((s) => s !== start));
      setFull(false);
    } else if (chosen.length >= VIEWING_MAX_TIMES) {
      setFull(true);
    } else {
      setChosen([...chosen, start]);
    }
  };
  const remove = (start: string) => {
    setChosen(chosen.filter((s) => s !== start));
    setFull(false);
  };

  const data = slots.data;
  const empty = data?.bookable && data.days.length === 0;
  if (data && !data.bookable) {
    return (
      <p className="text-slate-700" data-testid="viewing-not-bookable">
        {t('notBookable')}
      </p>
    );
  }
  const pickerId = 'viewing-picker';
  return (
    <form {...form.formProps} aria-label={t('form')} className="relative grid min-w-0 gap-5 [&>*]:min-w-0" data-testid="viewing-form">
      <Honeypot inputRef={form.trap} />
      <div
        ref={picker}
        tabIndex={-1}
        role="group"
        aria-labelledby={`${pickerId}-label`}
        aria-describedby={form.itemsError ? `${pickerId}-error` : undefined}
        className="grid min-w-0 gap-3 focus:outline-none [&>*]:min-w-0"
      >
        <p id={`${pickerId}-label`} className="text-sm font-semibold text-slate-900">
          {t('pickerLabel')}
        </p>
        {slots.isPending && (
          <p role="status" className="text-sm text-slate-600">
            {t('loading')}
          </p>
        )}
        {slots.isError && !data && (
          <p role="alert" className="text-sm text-red-700">
            {t('loadFailed')}{' '}
            <button type="button" onClick={() => void slots.refetch()} className="ml-1 font-semibold text-brand-700 underline">
              {t('retry')}
            </button>
          </p>
        )}
        {empty && <p className="text-sm text-slate-700">{t('none')}</p>}
        {data && <SlotPicker lang={lang} days={data.days} chosen={chosen} taken={taken} full={full} onToggle={toggle} onRemove={remove} />}
        {form.itemsError && (
          <p id={`${pickerId}-error`} role="alert" className="text-sm text-red-700" data-testid="viewing-times-error">
            {form.itemsError}
          </p>
        )}
      </div>
      <AnotherTime form={form} idPrefix="viewing" initially={false} />
      <ViewerFields form={form} idPrefix="viewing" lang={lang} />
      <SendRow form={form} label={t('send')} testId="viewing-send" />
    </form>
  );
}
