import { FavouriteToggle, type FavouriteLabels } from '@/components/property/favourite-toggle.client';
import { EscapeDetails } from '@/components/layout/escape-details.client';
import { ChatIcon, PhoneIcon } from '@/components/layout/icons';
import type { OfficeLinks } from '@/lib/contact-channels';
import { ContactBarLink } from './contact-bar-link.client';

type Props = {
  id: number;
  office: boolean;
  /** Names the bar's landmark. */
  label: string;
  /** The summary's price line as the summary shows it: what it is, the formatted range, its unit. */
  priceLabel: string;
  price: string;
  priceUnit: string;
  /** The price in the visitor's second currency with its unit (`約22.5万円/月`), as the summary's note gives it; absent when none is shown. */
  approx?: string | null;
  /** The contact page, and the bar's word for it; absent on a preview, which has no contact either. */
  contact: { href: string; label: string } | null;
  /** The listing's city office: its phone and chat apps, with the bar's words for them; absent on a preview. */
  reach: { links: OfficeLinks; call: string; chat: string; chatWith: Record<'line' | 'whatsapp' | 'zalo', string>; newTab: string } | null;
  favourite: FavouriteLabels;
};

const iconButton =
  'inline-flex size-11 shrink-0 cursor-pointer items-center justify-center rounded-md text-brand-700 ring-1 ring-slate-300 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 [&::-webkit-details-marker]:hidden';

/**
 * The detail page's bar on phones and tablets: below `lg` the summary and its contact
 * button sit screens down the page, so the price, a call to the listing's city office, its chat
 * apps (LINE, WhatsApp, Zalo: a disclosure opening upwards, a plain <details> without scripts),
 * "Contact" and the favourite also sit in a bar fixed to the bottom of the window, server-rendered,
 * in place of the support strip (globals.css, "Contact bar"). The favourite is the page's own
 * toggle component on the same stored list, so the two hearts follow each other. From `lg` the
 * summary is a sticky sidebar and the bar is not shown.
 */
export function ContactBar({ id, office, label, priceLabel, price, priceUnit, approx, contact, reach, favourite }: Props) {
  const chats = reach?.links.chats ?? [];
  return (
    <section aria-label={label} data-contact-bar="" data-print="hide" data-testid="contact-bar" className="contact-bar lg:hidden">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-3 sm:gap-3 sm:px-4">
        <p className="min-w-0 flex-1 leading-tight">
          <span className="block truncate text-xs text-slate-600">{priceLabel}</span>
          <span className="block truncate font-bold text-brand-700" data-testid="contact-bar-price">
            {price} <span className="text-xs font-medium whitespace-nowrap text-slate-600">{priceUnit}</span>
          </span>
          {approx && (
            <span className="block truncate text-xs text-slate-600" data-testid="contact-bar-approx">
              {approx}
            </span>
          )}
        </p>
        {reach?.links.phone && (
          <a href={reach.links.phone.href} className={iconButton} aria-label={reach.call} title={reach.links.phone.label} data-testid="contact-bar-call">
            <PhoneIcon className="size-5" />
          </a>
        )}
        {reach && chats.length > 0 && (
          <EscapeDetails>
            <summary className={iconButton} aria-label={reach.chat} title={reach.chat} data-testid="contact-bar-chat">
              <ChatIcon className="size-5" />
            </summary>
            <ul className="absolute right-3 bottom-full mb-2 w-60 max-w-[calc(100vw-1.5rem)] rounded-md border border-slate-200 bg-white py-1 shadow-lg" data-testid="contact-bar-chats">
              {chats.map((c) => (
                <li key={c.app}>
                  <a href={c.href} target="_blank" rel="noopener noreferrer" className="flex min-h-11 items-center px-4 text-sm font-medium text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600" data-chat={c.app}>
                    {reach.chatWith[c.app]}
                    <span className="sr-only">{reach.newTab}</span>
                  </a>
                </li>
              ))}
            </ul>
          </EscapeDetails>
        )}
        {contact && (
          <ContactBarLink
            href={contact.href}
            label={contact.label}
            className="inline-flex h-11 shrink-0 items-center justify-center rounded-md bg-orange-700 px-3 text-sm font-semibold text-white hover:bg-orange-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 sm:px-4"
          />
        )}
        <FavouriteToggle id={id} office={office} labels={favourite} className="size-11! shrink-0 ring-1 ring-slate-300" />
      </div>
    </section>
  );
}
