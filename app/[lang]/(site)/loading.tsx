import { getTranslations } from 'next-intl/server';

/**
 * SPEC §2: 'Loading ...' while a page loads. It lives in the (site) group so that the catch-all
 * not-found route stays outside its Suspense boundary and answers with a real 404 status.
 */
export default async function Loading() {
  const t = await getTranslations('common');
  return (
    <p role="status" aria-live="polite" className="mx-auto max-w-7xl px-4 py-16 text-center text-slate-500" data-testid="page-loading">
      {t('loading')}
    </p>
  );
}
