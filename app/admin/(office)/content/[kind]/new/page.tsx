import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { PostEditor } from '@/components/admin/content/post-editor';
import { PageHeading } from '@/components/admin/ui';
import { adminTranslator } from '@/lib/admin/i18n';
import { isPostKind } from '@/lib/server/content-admin/posts';
import { requireStaff } from '@/lib/server/staff/session';
import { postEditorData } from '@/lib/server/pages/content-editors';

type Props = { params: Promise<{ kind: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { kind } = await params;
  return isPostKind(kind) ? { title: (await adminTranslator('content'))(`new.${kind}`) } : {};
}

export default async function NewPostPage({ params }: Props) {
  const { kind } = await params;
  await requireStaff('content', `/admin/content/${isPostKind(kind) ? `${kind}/new` : ''}`);
  if (!isPostKind(kind)) notFound();
  const t = await adminTranslator('content');
  return (
    <>
      <PageHeading title={t(`new.${kind}`)} />
      <p className="mb-4 text-sm">
        <Link href={`/admin/content/${kind}`} className="text-teal-800 underline">
          {t('backToList')}
        </Link>
      </p>
      <PostEditor data={await postEditorData(kind, null)} />
    </>
  );
}
