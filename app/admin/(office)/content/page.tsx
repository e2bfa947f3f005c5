import type { Metadata } from 'next';
import Link from 'next/link';
import { PageHeading } from '@/components/admin/ui';
import { adminTranslator } from '@/lib/admin/i18n';
import { CONTENT_KINDS, KIND_PATH, contentCounts } from '@/lib/server/content-admin/overview';
import { getDb } from '@/lib/server/db/client';
import { requireStaff } from '@/lib/server/staff/session';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await adminTranslator('content'))('title') };
}

export default async function ContentIndexPage() {
  await requireStaff('content', '/admin/content');
  const t = await adminTranslator('content');
  const counts = await contentCounts(await getDb());
  return (
    <>
      <PageHeading title={t('title')} lead={t('lead')} />
      <ul className="grid gap-4 sm:grid-cols-2">
        {CONTENT_KINDS.map((kind) => (
          <li key={kind} className="rounded border border-slate-200 bg-white p-5 shadow-sm">
            <h2 className="text-lg font-semibold text-slate-900">
              <Link href={`/admin/content/${KIND_PATH[kind]}`} className="text-teal-800 underline-offset-2 hover:underline">
                {t(`kinds.${kind}`)}
              </Link>
            </h2>
            <p className="mt-1 text-sm text-slate-700">{t(`kindLeads.${kind}`)}</p>
            <p className="mt-2 text-sm font-medium text-slate-900">{t('count', { count: counts[kind] })}</p>
          </li>
        ))}
      </ul>
    </>
  );
}
