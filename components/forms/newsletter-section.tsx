import { getTranslations } from '@/lib/i18n/translations';
import type { Lang } from '@/lib/api/lang';
import type { FormGuard } from '@/lib/forms/guard';
import type { ShellData } from '@/lib/server/shell';
import { LINE_ADD_FRIEND } from '@/lib/site-links';
import { FORM_KEYS } from './contact-labels';
import { NewsletterIsland } from './newsletter-island-lazy.client';
import { NewsletterView, type NewsletterLabels } from './newsletter-view';

/**
 * A stand-in for the LINE add-friend QR code (three finder squares and a few modules): the link
 * beside it carries the address, so the drawing itself says nothing to assistive technology.
 */
function QrMark() {
  const modules = [
    [9, 1], [11, 3], [9, 5], [13, 9], [9, 9], [11, 11], [15, 11], [9, 13], [13, 13], [17, 15], [11, 17], [15, 17], [19, 19], [13, 19], [17, 9], [19, 13],
  ];
  const finder = (x: number, y: number) => (
    <g key={`${x}-${y}`}>
      <rect x={x} y={y} width="7" height="7" fill="none" stroke="currentColor" strokeWidth="1" />
      <rect x={x + 2} y={y + 2} width="3" height="3" fill="currentColor" />
    </g>
  );
  return (
    <svg viewBox="0 0 21 21" className="h-20 w-20 shrink-0 rounded bg-white p-1 text-slate-900" aria-hidden="true" focusable="false" shapeRendering="crispEdges">
      {finder(0.5, 0.5)}
      {finder(13.5, 0.5)}
      {finder(0.5, 13.5)}
      {modules.map(([x, y]) => (
        <rect key={`${x}-${y}`} x={x} y={y} width="2" height="2" fill="currentColor" />
      ))}
    </svg>
  );
}

/**
 * The newsletter strip of every page's footer: the sign-up island with its words
 * translated here (the server's markup) and the form hook's messages for next-intl, which loads
 * with the island when the footer nears the screen, a note for visitors
 * without JavaScript, and for Japanese the LINE add-friend code.
 */
export async function NewsletterSection({ lang, support, guard }: { lang: Lang; support: ShellData['support']; guard: FormGuard }) {
  const [t, tf] = await Promise.all([getTranslations('newsletter'), getTranslations('forms')]);
  const email = support?.emailSupport1 || support?.emailSupport2 || '';
  const labels: NewsletterLabels = {
    label: t('label'),
    email: t('email'),
    placeholder: t('placeholder'),
    subscribe: t('subscribe'),
    sending: tf('sending'),
  };
  // The form hook's words (field errors, failures, verification), for the island's next-intl provider.
  const messages = { forms: Object.fromEntries(FORM_KEYS.map((key) => [key, tf.raw(key) as string])) };
  return (
    <section aria-labelledby="newsletter-title" className="bg-brand-50 text-slate-900" data-testid="newsletter">
      <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8 lg:flex-row lg:items-center lg:justify-between">
        <div className="grid gap-3 lg:max-w-2xl lg:flex-1">
          <div>
            <h2 id="newsletter-title" className="text-lg font-semibold">
              {t('title')}
            </h2>
            <p className="mt-1 text-sm text-slate-700">{t('lead')}</p>
          </div>
          <NewsletterIsland lang={lang} labels={labels} messages={messages} guard={guard}>
            <NewsletterView labels={labels} canSend={false} />
          </NewsletterIsland>
          {email && (
            <noscript>
              <p className="text-sm text-slate-700">{tf('noScript', { email })}</p>
            </noscript>
          )}
        </div>
        {lang === 'jp' && (
          <a
            href={LINE_ADD_FRIEND}
            target="_blank"
            rel="noopener noreferrer"
            className="flex max-w-sm items-center gap-4 rounded-lg border border-slate-200 bg-white p-3 text-slate-800 no-underline hover:border-[#047a34] focus-visible:outline-2 focus-visible:outline-brand-600"
            data-testid="newsletter-line"
          >
            <span role="img" aria-label={t('lineQr')}>
              <QrMark />
            </span>
            <span className="grid gap-1 text-sm">
              <span className="font-semibold text-[#047a34]">{t('lineTitle')}</span>
              <span>{t('lineText')}</span>
            </span>
          </a>
        )}
      </div>
    </section>
  );
}
