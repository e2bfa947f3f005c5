import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { getTranslations } from '@/lib/i18n/translations';
import { SharedListView } from '@/components/share/shared-list-view';
import { isLang, toLocale } from '@/lib/i18n/config';
import { pageMetadata } from '@/lib/seo/metadata';
import { readSharedList, sharedListCards, sharedListDistances, sharedListPath } from '@/lib/server/shared-lists';
import { cityOffice, mainCity } from '@/lib/server/pages/city-office';
import { CitySupport } from '@/components/layout/city-support';

type Props = { params: Promise<{ lang: string; token: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang, token } = await params;
  if (!isLang(lang)) return {};
  const [list, t, nf] = await Promise.all([
    readSharedList(token),
    getTranslations({ locale: toLocale(lang), namespace: 'share.shared' }),
    getTranslations({ locale: toLocale(lang), namespace: 'share.notFound' }),
  ]);
  // Somebody's shortlist behind a private-ish token: never in search results.
  return pageMetadata({ lang, path: sharedListPath(token), title: list ? t('title') : nf('title'), description: t('metaDescription'), noindex: true });
}

/**
 * `/{lang}/favorites/shared/{token}`: a favourites list shared by link, read-only, with
 * "Add to my favourites" and a compare form. Under /favorites because it is a favourites list seen
 * from another browser. An unknown or expired token is a real 404 with its own message
 * (./not-found.tsx; like every notFound() of a dynamic route, Next sends its body for the browser
 * to draw, so without scripts only the status and title tell); a token of the wrong shape never
 * gets here (lib/i18n/routes.ts). The page is cached by its address, which holds the token.
 */
export default async function SharedListPage({ params }: Props) {
  const { lang, token } = await params;
  if (!isLang(lang)) notFound();
  setRequestLocale(toLocale(lang));
  const list = await readSharedList(token);
  if (!list) notFound();
  // With the sharer's place, each listing's distance to it, the place named in this page's language.
  const [items, distances] = await Promise.all([sharedListCards(list, lang), sharedListDistances(list, lang)]);
  // The office of the city most of the list is in: a friend opening a list of Ho Chi Minh City
  // villas in a fresh browser is offered that office, not the default city's.
  const office = await cityOffice(lang, mainCity(items));
  return (
    <>
      <SharedListView lang={lang} items={items} expiresAt={list.expiresAt.toISOString()} distances={distances} />
      <CitySupport lang={lang} office={office} />
    </>
  );
}
