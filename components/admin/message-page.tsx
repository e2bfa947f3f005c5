import Link from 'next/link';
import { adminTranslator } from '@/lib/admin/i18n';

/** A page that only says something and links back: the back office's 403 and 404. */
export async function AdminMessagePage({ namespace }: { namespace: 'forbidden' | 'notFound' }) {
  const t = await adminTranslator(namespace);
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
