'use client';
import type { AbstractIntlMessages } from 'next-intl';
import { lazy, Suspense, useState, type MouseEvent } from 'react';
import type { Lang } from '@/lib/api/lang';
import type { FormGuard } from '@/lib/forms/guard';
import type { BookingListing } from './booking-dialog.client';

const loadDialog = () => import('./booking-dialog.client');
// The dialog, the form and TanStack Query load when the visitor reaches for the button, not with the page.
const BookingDialog = lazy(() => loadDialog().then((m) => ({ default: m.BookingDialog })));

type Props = {
  lang: Lang;
  listing: BookingListing;
  /** The listing's booking page, which works without scripts. */
  href: string;
  guard: FormGuard;
  label: string;
  /** The dialog's messages (./viewing-labels.ts). */
  messages: AbstractIntlMessages;
};

/**
 * "Book a viewing" on a detail page: a link to the listing's booking page, so that it works before
 * and without scripts; once they run, a plain click opens the booking dialog instead (a click with
 * a modifier key still opens the page, in a new tab if asked). The dialog's code starts loading
 * when the pointer or focus reaches the link.
 */
export function BookViewing({ lang, listing, href, guard, label, messages }: Props) {
  const [opened, setOpened] = useState(false);
  const [open, setOpen] = useState(false);
  const preload = () => void loadDialog().catch(() => undefined);
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    setOpened(true);
    setOpen(true);
  };
  return (
    <>
      <a
        href={href}
        onClick={onClick}
        onPointerEnter={preload}
        onFocus={preload}
        aria-haspopup="dialog"
        data-testid="viewing-open"
        className="inline-flex h-11 w-full items-center justify-center gap-2 rounded-md border-2 border-brand-600 bg-white px-5 text-sm font-semibold text-brand-700 no-underline hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
          <rect x="3" y="5" width="18" height="16" rx="2" />
          <path d="M3 10h18M8 3v4M16 3v4" />
        </svg>
        {label}
      </a>
      {opened && (
        <Suspense fallback={null}>
          <BookingDialog lang={lang} listing={listing} guard={guard} messages={messages} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
