import type { Metadata } from 'next';
import Link from 'next/link';
import { SpecialListEditor } from '@/components/admin/content/special-list-editor';
import { PageHeading } from '@/components/admin/ui';
import { adminTranslator } from '@/lib/admin/i18n';
import { requireStaff } from '@/lib/server/staff/session';
import { specialListEditorData } from '@/lib/server/pages/content-editors';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await adminTranslator('content'))('new.specialLists') };
}

export default async function NewSpecialListPage() {
  await requireStaff('content', '/admin/content/special-lists/new');
  const t = await adminTranslator('content');
  return (
    <>
      <PageHeading title={t('new.specialLists')} />
      <p className="mb-4 text-sm">
        <Link href="/admin/content/special-lists" className="text-teal-800 underline">
          {t('backToList')}
        </Link>
      </p>
      <SpecialListEditor data={await specialListEditorData(null)} />
    </>
  );
}
