import type { Metadata, Viewport } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { getTranslations } from '@/lib/i18n/translations';
import type { ReactNode } from 'react';
import { ToasterHost } from '@/components/forms/toaster-host.client';
import { runtimeEnv } from '@/components/map/maps-key';
import { ClientBoot } from '@/components/layout/client-boot.client';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { SupportButtons } from '@/components/layout/support-buttons';
import { Slice } from '@/components/ui/slice';
import { ErrorTextProvider } from '@/components/ui/error-text.client';
import { FullScreenSpinner } from '@/components/ui/full-screen-spinner.client';
import { SITE_KEY_META } from '@/lib/browser/recaptcha-key';
import { isLang, toLocale } from '@/lib/i18n/config';
import { settings } from '@/lib/server/settings';
import { currencyChoice } from '@/lib/server/exchange-rates';
import { formGuard } from '@/lib/server/form-guard';
import { currentAddress, shellData } from '@/lib/server/shell';
import { getContactChannels } from '@/lib/server/pages/city-office';
import { officeLinks } from '@/lib/contact-channels';
import { OfficeReachProvider } from '@/components/forms/office-reach.client';
import '../globals.css';

type Props = { children: ReactNode; params: Promise<{ lang: string }> };

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#0f766e' };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await params;
  if (!isLang(lang)) return {};
  const t = await getTranslations({ locale: toLocale(lang), namespace: 'meta' });
  return {
    metadataBase: new URL(settings().SITE_URL),
    applicationName: t('siteName'),
    title: t('siteName'),
    description: t('description'),
    formatDetection: { telephone: false },
  };
}

export default async function LangLayout({ children, params }: Props) {
  const { lang } = await params;
  if (!isLang(lang)) notFound();
  const locale = toLocale(lang);
  setRequestLocale(locale);
  const [common, error] = await Promise.all([getTranslations('common'), getTranslations('error')]);
  // What the header, footer and support strip show, read here and handed to them.
  const [shell, address, currency, guard, channels] = await Promise.all([shellData(lang), currentAddress(), currencyChoice(lang), formGuard(), getContactChannels()]);
  const { city, cities, cityFromCookie } = shell;
  const recaptchaKey = runtimeEnv('NEXT_PUBLIC_RECAPTCHA_SITE_KEY');

  return (
    <html lang={locale} id="top">
      <body className="flex min-h-dvh flex-col bg-white antialiased">
        {/* Read by the forms' verification (lib/browser/recaptcha-key.ts); React places it in the head. */}
        {recaptchaKey && <meta name={SITE_KEY_META} content={recaptchaKey} />}
        <a href="#main" className="sr-only z-[200] rounded bg-white px-3 py-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2">
          {common('skipToContent')}
        </a>
        {/* No i18n runtime in the browser at this level: islands get their words as props, and the few
            that use next-intl hooks (search forms, saved lists…) sit under their own provider with only their
            namespaces, and the islands that fetch share the tab's TanStack Query client (components/ui/query-island.client.tsx). */}
        <ErrorTextProvider value={{ title: error('title'), text: error('text'), retry: error('retry') }}>
          <SiteHeader lang={lang} shell={shell} address={address} currency={currency} />
          <main id="main" className="flex-1">
            {/* Where a form that could not be sent points: the office of the visitor's city. */}
            <OfficeReachProvider value={officeLinks(shell.support, city ? channels.byCity[String(city.cityId)] : undefined)}>{children}</OfficeReachProvider>
          </main>
          {/* Below every first screen: hydrated after it (components/ui/slice.tsx). */}
          <Slice>
            <SiteFooter lang={lang} shell={shell} guard={guard} />
          </Slice>
          <SupportButtons lang={lang} shell={shell} />
          <FullScreenSpinner label={common('loading')} />
          <ClientBoot lang={lang} cityId={city?.cityId} cityFromCookie={cityFromCookie} cityIds={cities.map((c) => c.cityId)} />
          <ToasterHost closeLabel={common('close')} />
        </ErrorTextProvider>
      </body>
    </html>
  );
}
