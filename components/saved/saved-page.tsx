import { getTranslations } from '@/lib/i18n/translations';
import { ApproxProvider } from '@/components/currency/approx-context.client';
import { RateNote } from '@/components/currency/rate-note';
import { contactLabels } from '@/components/forms/contact-labels';
import { IslandIntl } from '@/components/i18n/island-intl';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { QueryIsland } from '@/components/ui/query-island.client';
import { viewingLabels } from '@/components/viewings/viewing-labels';
import type { Lang } from '@/lib/api/lang';
import type { SavedPageData } from '@/lib/server/pages/saved';
import { SAVED_TITLE_ID } from './saved-kinds';
import { SavedView, type SavedKind } from './saved-view.client';

/** `data`: what the page reads on the server (lib/server/pages/saved.ts). */
type Props = { lang: Lang; kind: SavedKind; data: Promise<SavedPageData> };

/**
 * The frame of the favourites and history pages, rendered on the server: heading, breadcrumb and
 * lead. The lists live in this browser's storage, so they are an island; without
 * scripts the page says why it is empty. The agency's email comes with the data, for the contact modal.
 */
export async function SavedPage({ lang, kind, data }: Props) {
  const [t, tcf, tf, tv, { email, cityId, guard, view: approxView }] = await Promise.all([
    getTranslations('saved'),
    getTranslations('contactForm'),
    getTranslations('forms'),
    getTranslations('viewings'),
    data,
  ]);
  // The favourites also request viewings of several ticked listings on one day.
  const shortlist = kind === 'favorites' ? { open: tv('shortlist.open'), hint: tv('shortlist.hint'), messages: viewingLabels(tv, tf, { shortlist: true }) } : undefined;
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:py-10">
      <Breadcrumb lang={lang} trail={[{ label: t(`${kind}.title`) }]} />
      <h1 id={SAVED_TITLE_ID} tabIndex={-1} className="mt-4 text-3xl font-bold text-slate-900">{t(`${kind}.title`)}</h1>
      <p className="mt-2 max-w-3xl text-slate-600">{t(`${kind}.lead`)}</p>
      <RateNote lang={lang} className="mt-2" />
      <div className="mt-8" data-testid="saved-page" data-kind={kind}>
        <noscript>
          <p className="rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-amber-900">{t('noscript')}</p>
        </noscript>
        {/* The favourites page also shares its list and picks listings to compare. */}
        <IslandIntl namespaces={kind === 'favorites' ? ['saved', 'card', 'pagination', 'share'] : ['saved', 'card', 'pagination']}>
          <QueryIsland>
            <ApproxProvider view={approxView}>
              <SavedView kind={kind} lang={lang} email={email} cityId={cityId} contactForm={contactLabels(tcf, tf)} guard={guard} shortlist={shortlist} />
            </ApproxProvider>
          </QueryIsland>
        </IslandIntl>
      </div>
    </div>
  );
}
