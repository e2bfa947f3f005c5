import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, setRequestLocale } from 'next-intl/server';
import { getTranslations } from '@/lib/i18n/translations';
import { pickMessages } from '@/lib/i18n/pick-messages';
import { OwnerForm, type OwnerOption } from '@/components/forms/owner-form.client';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { isLang, localePath, toLocale } from '@/lib/i18n/config';
import { pageMetadata } from '@/lib/seo/metadata';
import { formGuard } from '@/lib/server/form-guard';
import { shellData } from '@/lib/server/shell';
import { getFilters } from '@/lib/server/site';

type Props = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await params;
  if (!isLang(lang)) return {};
  const t = await getTranslations({ locale: toLocale(lang), namespace: 'ownerForm' });
  return pageMetadata({ lang, path: '/for-owners/create-your-property', title: t('title'), description: t('metaDescription') });
}

/**
 * Counts are sent as integers (the schema's rule), so an open-ended choice such as '4+' is sent
 * as its number, 4; the label still reads '4 bathrooms or more'.
 */
function counts(list: { key: string; name: string }[]): OwnerOption[] {
  return list.flatMap(({ key, name }) => {
    const n = Number.parseInt(key, 10);
    return Number.isInteger(n) ? [{ value: String(n), name }] : [];
  });
}

/** /for-owners/create-your-property: the owners' registration form with the server's choices. */
export default async function CreateYourPropertyPage({ params }: Props) {
  const { lang } = await params;
  if (!isLang(lang)) notFound();
  setRequestLocale(toLocale(lang));
  const [t, tf, nav, messages, filters, { city, support }, guard] = await Promise.all([
    getTranslations('ownerForm'),
    getTranslations('forms'),
    getTranslations('nav'),
    getMessages(),
    getFilters(lang),
    shellData(lang),
    formGuard(),
  ]);
  const { owner } = filters;
  const options = {
    cities: owner.cities.map((c) => ({ value: String(c.cityId), name: c.cityName })),
    propertyTypes: owner.propertyTypes.map(({ key, name }) => ({ value: key, name })),
    bedrooms: counts(owner.bedrooms),
    bathrooms: counts(owner.bathrooms),
  };
  const email = support?.emailSupport1 || support?.emailSupport2 || '';

  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <Breadcrumb lang={lang} trail={[{ label: nav('forOwners'), href: localePath(lang, '/for-owners') }, { label: t('title') }]} />
      <h1 className="mt-4 text-2xl font-bold text-slate-900 sm:text-3xl">{t('title')}</h1>
      <p className="mt-2 max-w-3xl text-slate-700">{t('lead')}</p>
      <div className="mt-8 rounded-xl border border-slate-200 p-5 shadow-sm sm:p-8">
        <NextIntlClientProvider messages={pickMessages(messages, ['forms', 'ownerForm'])}>
          <OwnerForm lang={lang} cityId={city?.cityId} options={options} guard={guard} />
        </NextIntlClientProvider>
        {email && (
          <noscript>
            <p className="mt-4 text-sm text-slate-700">{tf('noScript', { email })}</p>
          </noscript>
        )}
      </div>
    </div>
  );
}
