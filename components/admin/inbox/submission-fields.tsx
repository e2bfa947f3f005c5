import type { ReactNode } from 'react';
import { formatDate } from '@/lib/admin/format';
import { adminTranslator } from '@/lib/admin/i18n';
import type { Submission } from '@/lib/server/inbox/detail';
import { isContactChannel } from '@/lib/contact-channels';
import { formatSlot } from '@/lib/viewings/time';

type Row = [label: string, value: ReactNode];

type Props = {
  submission: Submission;
  language: 'en' | 'ja';
  canMakeListing?: boolean;
  /** The listing an owner registration was made into, if any (the page reads it). */
  listing?: { id: number; code: string };
};

/** The submission as the client sent it, field by field for its kind; empty fields are left out. */
export async function SubmissionFields({ submission, language, canMakeListing = false, listing }: Props) {
  const t = await adminTranslator('inbox');
  const text = (v: string | number | null | undefined) => (v === null || v === undefined || v === '' ? null : <span className="whitespace-pre-wrap">{String(v)}</span>);
  const mail = (v: string) => (
    <a href={`mailto:${v}`} className="break-all text-teal-800 underline">
      {v}
    </a>
  );
  // A tap on a phone calls; the digits (and a leading +) are what a dialler needs.
  const tel = (v: string | null) =>
    v?.trim() ? (
      <a href={`tel:${v.replace(/[^\d+]/g, '')}`} className="text-teal-800 underline">
        {v}
      </a>
    ) : null;
  // How the sender would like to be answered, by its name; a value no form sends is shown as stored.
  const channel = (v: string | null) => (v ? (isContactChannel(v) ? t(`channels.${v}`) : v) : null);
  const day = (v: string | null) => (v ? formatDate(`${v}T12:00:00+07:00`, language) : null);
  let rows: Row[] = [];
  let extra: ReactNode = null;
  switch (submission.kind) {
    case 'contact': {
      const r = submission.row;
      rows = [
        [t('fields.name'), text(r.fullName)],
        [t('fields.email'), mail(r.email)],
        [t('fields.phone'), tel(r.phone)],
        [t('fields.channel'), channel(r.preferredChannel)],
        [t('fields.company'), text(r.companyName)],
        [t('fields.checkIn'), day(r.expectedCheckInDate)],
        [t('fields.viewingDate'), day(r.expectedTourInspectionDate)],
        [t('fields.requirements'), text(r.otherRequirements)],
        [
          t('fields.listings'),
          submission.listings.length ? (
            <ul className="space-y-1">
              {submission.listings.map((l) => (
                <li key={l.code}>
                  {l.href ? (
                    <a href={l.href} className="text-teal-800 underline" target="_blank" rel="noopener">
                      {l.code}
                      {l.name ? ` — ${l.name}` : ''}
                    </a>
                  ) : (
                    t('fields.listingUnknown', { code: l.code })
                  )}
                </li>
              ))}
            </ul>
          ) : null,
        ],
      ];
      break;
    }
    case 'support': {
      const r = submission.row;
      rows = [
        [t('fields.name'), text(r.name)],
        [t('fields.email'), mail(r.email)],
        [t('fields.phone'), text(r.phone)],
        [t('fields.channel'), channel(r.preferredChannel)],
        [t('fields.address'), text(r.address)],
        [t('fields.content'), text(r.contentRequire)],
      ];
      break;
    }
    case 'owner': {
      const r = submission.row;
      rows = [
        [t('fields.name'), text(r.fullName)],
        [t('fields.email'), mail(r.email)],
        [t('fields.phone'), text(r.phone)],
        [t('fields.channel'), channel(r.preferredChannel)],
        [t('fields.location'), text(r.location)],
        [t('fields.propertyType'), text(r.propertyType)],
        [t('fields.bedrooms'), text(r.numberOfBedroom)],
        [t('fields.bathrooms'), text(r.numberOfBathroom)],
        [t('fields.addressForLease'), text(r.addressForLease)],
        [t('fields.area'), text(r.leasableArea)],
        [t('fields.facilities'), text(r.descriptionFacilities)],
        [t('fields.amenities'), text(r.descriptionAmenities)],
        [t('fields.price'), r.leasePrice === null ? null : text(`${new Intl.NumberFormat(language === 'ja' ? 'ja-JP' : 'en-US').format(r.leasePrice)} ${r.currency}`)],
      ];
      // A registration already made into a listing links to it (words of the listings area).
      const listingWords = await adminTranslator('listings');
      extra = (
        <div className="mt-6">
          {listing && (
            <p className="mb-4">
              {canMakeListing ? <a href={`/admin/listings/${listing.id}`} className="font-semibold text-teal-800 underline">{listingWords('fromOwners.listing', { code: listing.code })}</a> : listingWords('fromOwners.listing', { code: listing.code })}
            </p>
          )}
          {canMakeListing && !listing && (
            <p className="mb-4">
              <a href={`/admin/listings/new?fromOwner=${r.id}`} className="font-semibold text-teal-800 underline">
                {t('detail.makeListing')}
              </a>
            </p>
          )}
          <h3 className="mb-2 font-semibold text-slate-900">{t('fields.photos')}</h3>
          {submission.photos.length ? (
            <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
              {submission.photos.map((p, i) => (
                <li key={p.key}>
                  <a href={`/admin/uploads/${p.key}`} target="_blank" rel="noopener" className="block rounded border border-slate-200 focus-visible:outline-2 focus-visible:outline-teal-800">
                    {/* A private, already resized upload served by a route handler: next/image's optimiser would fetch it without the session. */}
                    {/* eslint-disable-next-line @next/next/no-img-element */}
                    <img src={`/admin/uploads/${p.key}`} alt={t('fields.photo', { n: i + 1 })} width={p.width} height={p.height} loading="lazy" className="h-auto w-full" />
                  </a>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-slate-700">{t('fields.noPhotos')}</p>
          )}
        </div>
      );
      break;
    }
    case 'newsletter': {
      const r = submission.row;
      rows = [
        [t('fields.email'), mail(r.email)],
        [
          t('fields.subscription'),
          r.unsubscribedAt
            ? t('fields.unsubscribed', { date: formatDate(r.unsubscribedAt, language) })
            : r.confirmedAt
              ? t('fields.confirmed', { date: formatDate(r.confirmedAt, language) })
              : t('fields.notConfirmed'),
        ],
      ];
      break;
    }
    case 'mail': {
      const r = submission.row;
      rows = [
        [t('fields.from'), r.fromName ? <>{r.fromName} &lt;{mail(r.fromAddress)}&gt;</> : mail(r.fromAddress)],
        [t('fields.subject'), text(r.subject)],
        [t('fields.message'), text(r.textBody)],
      ];
      break;
    }
    case 'viewing': {
      // The renter's details are the batch's (one form); each listing's viewing links to the Viewings page.
      const [first] = submission.viewings;
      if (!first) break;
      const v = await adminTranslator('viewings');
      const site = language === 'ja' ? 'jp' : 'en';
      rows = [
        [t('fields.name'), text(first.fullName)],
        [t('fields.email'), mail(first.email)],
        [t('fields.phone'), tel(first.phone)],
        [v('fields.people'), v('fields.peopleCount', { count: first.people })],
        [v('fields.viewingLanguage'), v(`languages.${first.viewingLanguage}`)],
        [v('fields.otherTime'), text(first.otherTime)],
      ];
      extra = (
        <div className="mt-6">
          <h3 className="mb-2 font-semibold text-slate-900">{v('inbox.viewings')}</h3>
          <ul className="space-y-3">
            {submission.viewings.map((viewing) => (
              <li key={viewing.id} className="rounded border border-slate-200 p-3">
                <p>
                  {viewing.listing.href ? (
                    <a href={viewing.listing.href} className="text-teal-800 underline" target="_blank" rel="noopener">
                      {viewing.listing.code} — {viewing.listing.name}
                    </a>
                  ) : (
                    viewing.listing.code
                  )}{' '}
                  <span className="text-sm text-slate-700">({v(`statuses.${viewing.status}`)})</span>
                </p>
                {viewing.startsAt ? (
                  <p className="text-sm">
                    {v('detail.confirmedAt')}: {formatSlot(viewing.startsAt.getTime(), site)} · {viewing.agentName ?? v('fields.noAgent')}
                  </p>
                ) : (
                  viewing.preferredTimes.length > 0 && (
                    <p className="text-sm">
                      {v('fields.chosenTimes')}: {viewing.preferredTimes.map((time) => formatSlot(time, site)).join(' / ')}
                    </p>
                  )
                )}
                <p className="mt-1 text-sm">
                  <a href={`/admin/viewings/${viewing.id}`} className="font-semibold text-teal-800 underline">
                    {v('inbox.open')} (#{viewing.id})
                  </a>
                </p>
              </li>
            ))}
          </ul>
        </div>
      );
      break;
    }
  }
  return (
    <>
      <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[12rem_1fr]">
        {rows
          .filter(([, v]) => v !== null)
          .map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-sm font-semibold text-slate-700">{label}</dt>
              <dd className="text-slate-900">{value}</dd>
            </div>
          ))}
      </dl>
      {extra}
    </>
  );
}
