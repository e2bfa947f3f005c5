import { FavouriteToggle, type FavouriteLabels } from '@/components/property/favourite-toggle.client';
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
  favourite: FavouriteLabels;
};

/**
 * The detail page's bar on phones and tablets: below `lg` the summary and its contact
 * button sit screens down the page, so the price, "Contact" and the favourite also sit in a bar
 * fixed to the bottom of the window, server-rendered, in place of the support strip (globals.css,
 * "Contact bar"). The favourite is the page's own toggle component on the same stored list, so the
 * two hearts follow each other. From `lg` the summary is a sticky sidebar and the bar is not shown.
 */
export function ContactBar({ id, office, label, priceLabel, price, priceUnit, approx, contact, favourite }: Props) {
  return (
    <section aria-label={label} data-contact-bar="" data-print="hide" data-testid="contact-bar" className="contact-bar lg:hidden">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4">
        <p className="min-w-0 flex-1 leading-tight">
          <span className="block text-xs text-slate-600">{priceLabel}</span>
          <span className="font-bold text-brand-700" data-testid="contact-bar-price">
            {price} <span className="text-xs font-medium whitespace-nowrap text-slate-600">{priceUnit}</span>
          </span>
          {approx && (
            <span className="block truncate text-xs text-slate-600" data-testid="contact-bar-approx">
              {approx}
            </span>
          )}
        </p>
        {contact && (
          <ContactBarLink
            href={contact.href}
            label={contact.label}
            className="inline-flex h-11 shrink-0 items-center justify-center rounded-md bg-orange-700 px-4 text-sm font-semibold text-white hover:bg-orange-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          />
        )}
        <FavouriteToggle id={id} office={office} labels={favourite} className="size-11! shrink-0 ring-1 ring-slate-300" />
      </div>
    </section>
  );
}
