import { getTranslations } from '@/lib/i18n/translations';
import { Fragment } from 'react';
import type { Lang } from '@/lib/api/common';
import { localePath } from '@/lib/i18n/config';
import type { FormGuard } from '@/lib/forms/guard';
import type { ShellData } from '@/lib/server/shell';
import { FACEBOOK } from '@/lib/site-links';
import { NewsletterSection } from '@/components/forms/newsletter-section';
import { ArrowUpIcon, Logo } from './icons';
import { PartnerCarousel } from './partner-carousel';

type Block = { key: string; name: string; address: string; phone: string; email: string };

/** Phone numbers are stored one per line. */
function Lines({ text }: { text: string }) {
  const lines = text.split(/\r?\n/).filter(Boolean);
  return lines.map((line, i) => (
    <Fragment key={i}>
      {line}
      {i < lines.length - 1 && <br />}
    </Fragment>
  ));
}

/** `shell`: the office blocks, partners and support contacts (the layout reads them); `guard`: the newsletter form's token. */
export async function SiteFooter({ lang, shell, guard }: { lang: Lang; shell: Pick<ShellData, 'offices' | 'partners' | 'support'>; guard: FormGuard }) {
  const t = await getTranslations('footer');
  const partnersText = await getTranslations('partners');
  const common = await getTranslations('common');
  const header = await getTranslations('header');
  const { offices, partners } = shell;
  const blocks: Block[] = [
    ...offices.slice(0, 3).map((o) => ({ key: `office-${o.id}`, ...o })),
    { key: 'danang', name: t('daNang.name'), address: t('daNang.address'), phone: t('daNang.phone'), email: t('daNang.email') },
    { key: 'tokyo', name: t('tokyo.name'), address: t('tokyo.address'), phone: t('tokyo.phone'), email: t('tokyo.email') },
  ];

  return (
    <>
      {partners.length > 0 && (
        <section aria-labelledby="partners-title" className="border-t border-slate-200 bg-slate-50 py-8" data-print="hide">
          <div className="mx-auto max-w-7xl px-4">
            <h2 id="partners-title" className="mb-4 text-center text-lg font-semibold text-slate-800">
              {partnersText('title')}
            </h2>
            <PartnerCarousel partners={partners} previousLabel={partnersText('previous')} nextLabel={partnersText('next')} />
          </div>
        </section>
      )}
      <footer className="bg-brand-800 text-brand-50" data-testid="site-footer" data-print="hide">
        <NewsletterSection lang={lang} support={shell.support} guard={guard} />
        <div className="mx-auto max-w-7xl px-4 py-10">
          <h2 className="sr-only">{t('offices')}</h2>
          <ul className="grid gap-8 sm:grid-cols-2 lg:grid-cols-5" data-testid="footer-offices">
            {blocks.map((b) => (
              <li key={b.key} className="text-sm leading-relaxed">
                <h3 className="mb-2 font-semibold text-white">{b.name}</h3>
                <address className="not-italic">
                  <p>{b.address}</p>
                  <p className="mt-1">
                    <span className="sr-only">{t('phone')}: </span>
                    <Lines text={b.phone} />
                  </p>
                  <p className="mt-1">
                    <span className="sr-only">{t('email')}: </span>
                    <a href={`mailto:${b.email}`} className="underline decoration-brand-100/40 underline-offset-2 hover:text-white">
                      {b.email}
                    </a>
                  </p>
                </address>
              </li>
            ))}
          </ul>
        </div>
        <div className="border-t border-white/15">
          {/* The bottom padding keeps the last line above the floating support buttons. */}
          <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-4 px-4 pt-4 pb-[calc(var(--support-buttons)+0.5rem)] text-sm">
            <a href={localePath(lang, '/')} className="rounded bg-white px-1.5 py-1">
              <Logo className="h-7 w-auto" />
              <span className="sr-only">{header('logoLabel')}</span>
            </a>
            <a href={FACEBOOK} target="_blank" rel="noopener noreferrer" className="underline-offset-2 hover:text-white hover:underline">
              {t('social')}
              <span className="sr-only">{common('opensInNewTab')}</span>
            </a>
            <nav aria-label={t('links')}>
              <ul className="flex gap-4">
                <li>
                  <a href={localePath(lang, '/normal/privacy-policy')} className="underline-offset-2 hover:text-white hover:underline">
                    {t('privacy')}
                  </a>
                </li>
                <li>
                  <a href={localePath(lang, '/normal/terms-of-use')} className="underline-offset-2 hover:text-white hover:underline">
                    {t('terms')}
                  </a>
                </li>
              </ul>
            </nav>
            {/* The company's legal line is English in both languages, so it is marked as such on /jp (WCAG 3.1.2). */}
            <p className="mr-auto" lang={lang === 'en' ? undefined : 'en'}>
              {t('copyright', { year: new Date().getFullYear() })}
            </p>
            <a
              href="#top"
              className="inline-flex items-center gap-1 rounded-full border border-white/30 px-3 py-1.5 hover:bg-white/10"
              data-print="hide"
              data-testid="scroll-to-top"
            >
              <ArrowUpIcon />
              {t('backToTop')}
            </a>
          </div>
        </div>
      </footer>
    </>
  );
}
