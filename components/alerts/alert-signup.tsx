import { getTranslations } from '@/lib/i18n/translations';
import type { Lang } from '@/lib/api/lang';
import { TOKEN_FIELD } from '@/lib/forms/guard';
import { Honeypot } from '@/components/forms/honeypot';
import { inputClass } from '@/components/forms/input-class';
import type { ResultsKind } from '@/components/results/query';

/**
 * "Mail me new listings like these" under a results page: a plain form posting to
 * /api/alerts, so it works with scripts off and costs the page no script. It carries the page's
 * search as the alert will keep it (its filters only: lib/server/alerts/query.ts, read by the route), the page's
 * language and the form guard (signed fill-time token, refreshed by the page cache in every answer,
 * and the honeypot). The browser checks the address first (`type="email" required`); the server
 * checks it again and answers with a page in the visitor's language.
 */
export async function AlertSignup({ lang, kind, token, query }: { lang: Lang; kind: ResultsKind; token: string; query: string }) {
  const t = await getTranslations('alerts.signup');
  return (
    <section aria-labelledby="alert-signup-title" className="mt-10 rounded-lg border border-slate-200 bg-brand-50 p-5 sm:p-6" data-testid="alert-signup">
      <h2 id="alert-signup-title" className="text-lg font-semibold text-slate-900">
        {t('title')}
      </h2>
      <p className="mt-1 max-w-2xl text-sm text-slate-700">{t('lead')}</p>
      <form method="post" action="/api/alerts" className="relative mt-4 grid gap-1" data-testid="alert-form">
        <Honeypot />
        <input type="hidden" name={TOKEN_FIELD} value={token} />
        <input type="hidden" name="language" value={lang} />
        <input type="hidden" name="kind" value={kind} />
        <input type="hidden" name="query" value={query} />
        <label htmlFor="alert-email" className="text-sm font-medium text-slate-800">
          {t('email')}
        </label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <input
            id="alert-email"
            type="email"
            name="email"
            required
            autoComplete="email"
            maxLength={254}
            placeholder={t('placeholder')}
            aria-describedby="alert-note"
            className={`${inputClass} sm:max-w-sm`}
            data-testid="alert-email"
          />
          <button
            type="submit"
            className="btn-join"
            data-testid="alert-submit"
          >
            {t('submit')}
          </button>
        </div>
        <p id="alert-note" className="text-xs text-slate-600">
          {t('note')}
        </p>
      </form>
    </section>
  );
}
