import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getLocale, setRequestLocale } from 'next-intl/server';
import { getTranslations } from '@/lib/i18n/translations';
import { ContactForm } from '@/components/forms/contact-form.client';
import { contactLabels } from '@/components/forms/contact-labels';
import { GoogleMap } from '@/components/map/google-map.client';
import { googleMapsLink } from '@/components/map/location';
import { mapsSettings } from '@/components/map/maps-key';
import { CompanyMenu } from '@/components/about/company-menu';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { isLang, toLocale } from '@/lib/i18n/config';
import { pageMetadata } from '@/lib/seo/metadata';
import { formGuard } from '@/lib/server/form-guard';
import { activeCity, shellData } from '@/lib/server/shell';
import { getContactMarkers } from '@/lib/server/site';

type Props = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await params;
  if (!isLang(lang)) return {};
  const t = await getTranslations({ locale: toLocale(lang), namespace: 'contactForm' });
  return pageMetadata({ lang, path: '/about-isn/contact-us', title: t('title'), description: t('lead') });
}

/**
 * /about-isn/contact-us: the contact form and the offices, pinned on one map when a Maps
 * key is set and listed with their addresses and a map link either way.
 */
export default async function ContactUsPage({ params }: Props) {
  const { lang } = await params;
  if (!isLang(lang)) notFound();
  setRequestLocale(toLocale(lang));
  const [t, tf, tm, offices, { city }, { support }, guard] = await Promise.all([
    getTranslations('contactForm'),
    getTranslations('forms'),
    getTranslations('map'),
    getContactMarkers(lang),
    activeCity(lang),
    shellData(lang),
    formGuard(),
  ]);
  const maps = mapsSettings();
  const email = support?.emailSupport1 || support?.emailSupport2 || offices.find((o) => o.email)?.email || '';

  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <Breadcrumb lang={lang} trail={[{ label: t('title') }]} />
      <div className="mt-4 lg:hidden">
        <CompanyMenu lang={lang} current="contact-us" mobileOnly />
      </div>
      <h1 className="mt-4 text-2xl font-bold text-slate-900 sm:text-3xl">{t('title')}</h1>
      <p className="mt-2 max-w-3xl text-slate-600">{t('lead')}</p>
      <div className="mt-8 grid gap-10 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <section aria-label={t('label')} className="rounded-xl border border-slate-200 p-5 shadow-sm sm:p-6">
          <ContactForm lang={lang} cityId={city?.cityId} variant="page" labels={contactLabels(t, tf)} guard={guard} />
          <noscript>
            <p className="text-sm text-slate-700">{tf('noScript', { email })}</p>
          </noscript>
        </section>
        <section aria-labelledby="offices-title" data-testid="contact-offices">
          <h2 id="offices-title" className="text-xl font-bold text-slate-900">
            {t('offices')}
          </h2>
          {maps && offices.length > 0 && (
            <div className="mt-4">
              <GoogleMap
                {...maps}
                pins={offices.map((o) => ({ lat: o.lat, lng: o.lng, title: o.name }))}
                zoom={14}
                height={400}
                label={t('mapLabel')}
                language={(await getLocale()) === 'ja' ? 'ja' : 'en'}
              />
            </div>
          )}
          <ul className="mt-4 grid gap-4">
            {offices.map((o) => (
              <li key={o.id} className="rounded-xl border border-slate-200 p-4" data-testid="contact-office">
                <h3 className="font-semibold text-slate-900">{o.name}</h3>
                <p className="mt-1 text-sm text-slate-700">{o.address}</p>
                {o.phone && (
                  <p className="mt-1 text-sm whitespace-pre-line text-slate-700">
                    <span className="text-slate-500">{t('officePhone')}: </span>
                    {o.phone}
                  </p>
                )}
                {o.email && (
                  <p className="mt-1 text-sm">
                    <span className="text-slate-500">{t('officeEmail')}: </span>
                    <a href={`mailto:${o.email}`} className="text-brand-700 underline">
                      {o.email}
                    </a>
                  </p>
                )}
                <a href={googleMapsLink({ latitude: o.lat, longitude: o.lng })} target="_blank" rel="noopener noreferrer" className="mt-2 inline-block text-sm font-medium text-brand-700 underline">
                  {tm('open')}
                </a>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </div>
  );
}
