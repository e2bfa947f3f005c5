import Link from 'next/link';
import { adminTranslator } from '@/lib/admin/i18n';

/** The 403 page of the back office (forbidden() in lib/server/staff/session.ts). */
export default async function Forbidden() {
  const t = await adminTranslator('forbidden');
  return (
    <main id="main" className="mx-auto max-w-xl px-4 py-16">
      <h1 className="mb-3 text-2xl font-bold">{t('title')}</h1>
      <p className="mb-6 text-slate-700">{t('text')}</p>
      <Link prefetch={false} href="/admin" className="text-teal-800 underline">
        {t('back')}
      </Link>
    </main>
  );
}
