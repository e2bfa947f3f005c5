import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { NoticeFromQuery } from '@/components/admin/content/notice-from-query';
import { PostEditor } from '@/components/admin/content/post-editor';
import { RichTextPreview } from '@/components/admin/content/rich-text-preview';
import { PageHeading, secondaryButtonClass } from '@/components/admin/ui';
import { adminLanguage, adminMessages, adminTranslator } from '@/lib/admin/i18n';
import { getPost, isPostKind } from '@/lib/server/content-admin/posts';
import { getDb } from '@/lib/server/db/client';
import { requireStaff } from '@/lib/server/staff/session';
import { postEditorData } from '@/lib/server/pages/content-editors';
import { publishPostAction } from '../../actions';

type Props = { params: Promise<{ kind: string; id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

async function load(kind: string, id: string) {
  if (!isPostKind(kind) || !/^\d{1,9}$/.test(id)) return null;
  return getPost(await getDb(), kind, Number(id));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { kind } = await params;
  return isPostKind(kind) ? { title: (await adminTranslator('content'))(`edit.${kind}`) } : {};
}

export default async function EditPostPage({ params, searchParams }: Props) {
  const { kind, id } = await params;
  await requireStaff('content', `/admin/content/${isPostKind(kind) ? `${kind}/${encodeURIComponent(id)}` : ''}`);
  const post = await load(kind, id);
  if (!post || !isPostKind(kind)) notFound();
  const t = await adminTranslator('content');
  const messages = await adminMessages('content');
  const path = `/admin/content/${kind}/${post.id}`;
  return (
    <>
      <PageHeading title={t(`edit.${kind}`)} lead={(await adminLanguage()) === 'ja' ? post.titleJa : post.titleEn}>
        <div className="flex flex-wrap gap-2">
          <form action={publishPostAction}>
            <input type="hidden" name="kind" value={kind} />
            <input type="hidden" name="id" value={post.id} />
            <input type="hidden" name="publish" value={post.isPublished ? 'false' : 'true'} />
            <input type="hidden" name="returnTo" value={path} />
            <button type="submit" className={secondaryButtonClass}>
              {post.isPublished ? t('table.unpublish') : t('table.publish')}
            </button>
          </form>
          <Link href={`${path}/delete`} className={secondaryButtonClass}>
            {t('delete.link')}
          </Link>
        </div>
      </PageHeading>
      <p className="mb-4 text-sm">
        <Link href={`/admin/content/${kind}`} className="text-teal-800 underline">
          {t('backToList')}
        </Link>
        <span className="ml-3 text-slate-700">{post.isPublished ? t('table.published') : t('table.draft')}</span>
      </p>
      <NoticeFromQuery notice={(await searchParams).notice} words={messages.notices} />
      <PostEditor data={await postEditorData(kind, post)} />
      <RichTextPreview en={post.contentEn} ja={post.contentJa} words={messages.preview} />
    </>
  );
}
