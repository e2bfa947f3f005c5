import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { NoticeFromQuery } from '@/components/admin/content/notice-from-query';
import { SpecialListEditor } from '@/components/admin/content/special-list-editor';
import { PageHeading, secondaryButtonClass } from '@/components/admin/ui';
import { adminLanguage, adminMessages, adminTranslator } from '@/lib/admin/i18n';
import { getSpecialListForAdmin } from '@/lib/server/content-admin/special-lists';
import { getDb } from '@/lib/server/db/client';
import { requireStaff } from '@/lib/server/staff/session';
import { specialListEditorData } from '@/lib/server/pages/content-editors';

type Props = { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await adminTranslator('content'))('edit.specialLists') };
}

export default async function EditSpecialListPage({ params, searchParams }: Props) {
  const { id } = await params;
  await requireStaff('content', '/admin/content/special-lists');
  const list = /^\d{1,9}$/.test(id) ? await getSpecialListForAdmin(await getDb(), Number(id)) : null;
  if (!list) notFound();
  const t = await adminTranslator('content');
  const lang = await adminLanguage();
  const messages = await adminMessages('content');
  return (
    <>
      <PageHeading title={t('edit.specialLists')} lead={lang === 'ja' ? list.nameJa : list.nameEn}>
        <Link href={`/admin/content/special-lists/${list.id}/delete`} className={secondaryButtonClass}>
          {t('delete.link')}
        </Link>
      </PageHeading>
      <p className="mb-4 text-sm">
        <Link href="/admin/content/special-lists" className="text-teal-800 underline">
          {t('backToList')}
        </Link>
      </p>
      <NoticeFromQuery notice={(await searchParams).notice} words={messages.notices} />
      <SpecialListEditor data={await specialListEditorData(list)} />
    </>
  );
}
