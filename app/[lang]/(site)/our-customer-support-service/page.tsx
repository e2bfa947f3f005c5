import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, setRequestLocale } from 'next-intl/server';
import { getTranslations } from '@/lib/i18n/translations';
import { pickMessages } from '@/lib/i18n/pick-messages';
import { SupportForm } from '@/components/forms/support-form.client';
import { UsefulTiles } from '@/components/info/useful-tiles';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { isLang, localePath, toLocale } from '@/lib/i18n/config';
import { pageMetadata } from '@/lib/seo/metadata';
import { formGuard } from '@/lib/server/form-guard';
import { shellData } from '@/lib/server/shell';

type Props = { params: Promise<{ lang: string }> };

const SERVICES = ['reception', 'troubleshooting', 'repair', 'water', 'other'] as const;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await params;
  if (!isLang(lang)) return {};
  const t = await getTranslations({ locale: toLocale(lang), namespace: 'supportPage' });
  return pageMetadata({ lang, path: '/our-customer-support-service', title: t('title'), description: t('metaDescription') });
}

/** `+84 24 3715 1234` → `tel:+842437151234`. */
function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/**
 * /our-customer-support-service: the fixed texts of the tenants' support (reception
 * around the clock, troubleshooting, repair arrangement, drinking water, other support), the
 * active city's support phone and email, and the support inquiry form.
 */
export default async function CustomerSupportPage({ params }: Props) {
  const { lang } = await params;
  if (!isLang(lang)) notFound();
  setRequestLocale(toLocale(lang));
  const [t, tf, nav, messages, { city, support }, guard] = await Promise.all([
    getTranslations('supportPage'),
    getTranslations('forms'),
    getTranslations('nav'),
    getMessages(),
    shellData(lang),
    formGuard(),
  ]);
  const phones = [support?.phone1, support?.phone2].filter((p): p is string => Boolean(p));
  const emails = [support?.emailSupport1, support?.emailSupport2].filter((e): e is string => Boolean(e));

  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <Breadcrumb lang={lang} trail={[{ label: nav('usefulInformation'), href: localePath(lang, '/useful-information/all') }, { label: t('title') }]} />
      <div className="mt-4">
        <UsefulTiles lang={lang} active="support" />
      </div>
      <h1 className="mt-8 text-2xl font-bold text-slate-900 sm:text-3xl">{t('title')}</h1>
      <p className="mt-2 max-w-3xl text-slate-700">{t('lead')}</p>

      <section aria-labelledby="support-services" className="mt-8">
        <h2 id="support-services" className="text-xl font-bold text-slate-900">
          {t('servicesTitle')}
        </h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="support-services">
          {SERVICES.map((key) => (
            <li key={key} className="rounded-xl border border-slate-200 p-5">
              <h3 className="font-semibold text-brand-700">{t(`${key}.title`)}</h3>
              <p className="mt-2 text-sm leading-relaxed text-slate-700">{t(`${key}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>

      <div className="mt-10 grid gap-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <section aria-labelledby="support-contact" className="self-start rounded-xl bg-brand-50 p-5 sm:p-6" data-testid="support-contact">
          <h2 id="support-contact" className="text-xl font-bold text-slate-900">
            {t('contactTitle')}
          </h2>
          <p className="mt-2 text-sm text-slate-700">{t('contactText')}</p>
          <dl className="mt-4 grid gap-3 text-sm">
            {phones.length > 0 && (
              <div>
                <dt className="font-medium text-slate-600">{t('phone')}</dt>
                {phones.map((phone) => (
                  <dd key={phone}>
                    <a href={telHref(phone)} className="text-base font-semibold text-brand-700 underline-offset-2 hover:underline">
                      {phone}
                    </a>
                  </dd>
                ))}
              </div>
            )}
            {emails.length > 0 && (
              <div>
                <dt className="font-medium text-slate-600">{t('email')}</dt>
                {emails.map((email) => (
                  <dd key={email}>
                    <a href={`mailto:${email}`} className="inline-flex min-h-6 items-center break-all py-1 text-brand-700 underline underline-offset-2">
                      {email}
                    </a>
                  </dd>
                ))}
              </div>
            )}
          </dl>
        </section>

        <section aria-labelledby="support-form-title" className="rounded-xl border border-slate-200 p-5 shadow-sm sm:p-6">
          <h2 id="support-form-title" className="text-xl font-bold text-slate-900">
            {t('formTitle')}
          </h2>
          <p className="mt-1 mb-4 text-sm text-slate-600">{t('formLead')}</p>
          <NextIntlClientProvider messages={pickMessages(messages, ['forms', 'supportForm'])}>
            <SupportForm lang={lang} cityId={city?.cityId} guard={guard} />
          </NextIntlClientProvider>
          {emails[0] && (
            <noscript>
              <p className="mt-3 text-sm text-slate-700">{tf('noScript', { email: emails[0] })}</p>
            </noscript>
          )}
        </section>
      </div>
    </div>
  );
}
