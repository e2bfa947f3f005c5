import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ConfirmDelete } from '@/components/admin/content/confirm-delete';
import { adminLanguage, adminTranslator } from '@/lib/admin/i18n';
import { getSpecialListForAdmin } from '@/lib/server/content-admin/special-lists';
import { getDb } from '@/lib/server/db/client';
import { requireStaff } from '@/lib/server/staff/session';
import { deleteSpecialListAction } from '../../../actions';

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await adminTranslator('content'))('delete.link') };
}

export default async function DeleteSpecialListPage({ params }: Props) {
  const { id } = await params;
  await requireStaff('content', '/admin/content/special-lists');
  const list = /^\d{1,9}$/.test(id) ? await getSpecialListForAdmin(await getDb(), Number(id)) : null;
  if (!list) notFound();
  const name = (await adminLanguage()) === 'ja' ? list.nameJa : list.nameEn;
  return <ConfirmDelete name={name} action={deleteSpecialListAction} hidden={{ id: String(list.id) }} cancelHref={`/admin/content/special-lists/${list.id}`} />;
}
