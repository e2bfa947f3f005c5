'use client';
import { useTranslations, type AbstractIntlMessages } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { FormIntl } from '@/components/forms/form-intl.client';
import { Dialog } from '@/components/ui/dialog.client';
import { QueryIsland } from '@/components/ui/query-island.client';
import type { Lang } from '@/lib/api/lang';
import type { FormGuard } from '@/lib/forms/guard';
import { BookingForm } from './booking-form.client';
import { summaryWords } from './summary';
import { SummaryView } from './summary-view';
import type { Booked } from './use-viewing-form.client';

export type BookingListing = { id: number; name: string; code: string };

type Props = {
  lang: Lang;
  listing: BookingListing;
  guard: FormGuard;
  /** The `viewings` and `forms` messages, picked on the server (./viewing-labels.ts). */
  messages: AbstractIntlMessages;
  open: boolean;
  onClose: () => void;
};

/**
 * A listing's booking dialog, in the chunk ./book-viewing.client.tsx loads on first use: the
 * shared native dialog (inert page, Escape, focus back to the button) with the booking form, then
 * what was stored. The form stays as typed when the dialog is closed and opened again; after a
 * booking, the next opening starts a new one.
 */
export function BookingDialog(props: Props) {
  return (
    <FormIntl lang={props.lang} messages={props.messages}>
      <QueryIsland>
        <BookingDialogBody {...props} />
      </QueryIsland>
    </FormIntl>
  );
}

function BookingDialogBody({ lang, listing, guard, open, onClose }: Props) {
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
  return (
    <Dialog open={open} onClose={close} title={t('book.title')} closeLabel={t('book.close')} testId="viewing-dialog" size="lg">
      <p className="-mt-2 mb-4 text-sm text-slate-600">{t('book.about', { name: listing.name, code: listing.code })}</p>
      {booked ? (
        <div className="grid gap-5">
          <SummaryView
            headingRef={heading}
            words={summaryWords(t, lang, {
              viewings: booked.answer.viewings,
              listings: new Map([[listing.id, { name: listing.name }]]),
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
        <>
          <p className="mb-4 text-sm text-slate-700">{t('book.lead')}</p>
          <BookingForm key={round} lang={lang} listing={listing} guard={guard} open={open} onBooked={setBooked} />
        </>
      )}
    </Dialog>
  );
}
