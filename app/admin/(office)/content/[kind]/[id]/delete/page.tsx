import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ConfirmDelete } from '@/components/admin/content/confirm-delete';
import { adminLanguage, adminTranslator } from '@/lib/admin/i18n';
import { getPost, isPostKind } from '@/lib/server/content-admin/posts';
import { getDb } from '@/lib/server/db/client';
import { requireStaff } from '@/lib/server/staff/session';
import { deletePostAction } from '../../../actions';

type Props = { params: Promise<{ kind: string; id: string }> };

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await adminTranslator('content'))('delete.link') };
}

/** The confirm step: deleting takes a second, deliberate submit. */
export default async function DeletePostPage({ params }: Props) {
  const { kind, id } = await params;
  await requireStaff('content', '/admin/content');
  if (!isPostKind(kind) || !/^\d{1,9}$/.test(id)) notFound();
  const post = await getPost(await getDb(), kind, Number(id));
  if (!post) notFound();
  return <ConfirmDelete name={(await adminLanguage()) === 'ja' ? post.titleJa : post.titleEn} action={deletePostAction} hidden={{ kind, id: String(post.id) }} cancelHref={`/admin/content/${kind}/${post.id}`} />;
}
