'use server';
import { redirect } from 'next/navigation';
import type { ContentFormState } from '@/components/admin/content/content-form.client';
import { formValues, type SaveResult } from '@/lib/server/content-admin/form';
import { deleteBanner, saveBanner } from '@/lib/server/content-admin/banners';
import { deleteSpecialList, saveSpecialList } from '@/lib/server/content-admin/special-lists';
import { deleteMedia, updateAlts } from '@/lib/server/content-admin/media';
import { createPost, deletePost, isPostKind, setPublished, updatePost } from '@/lib/server/content-admin/posts';
import { contentWritten } from '@/lib/server/cache/content-version';
import { getDb } from '@/lib/server/db/client';
import { requestAddress } from '@/lib/server/staff/audit';
import { requireStaff } from '@/lib/server/staff/session';

/**
 * Server actions of the content area. Each checks the staff member's area first, then hands the
 * form to lib/server/content-admin; a save that succeeds redirects to the item with a notice, one
 * that fails returns each field's message key and the values as sent.
 */
function idOf(form: FormData): number | null {
  const raw = form.get('id');
  return typeof raw === 'string' && /^\d{1,9}$/.test(raw) ? Number(raw) : null;
}

function failed(prev: ContentFormState, form: FormData, fields: Record<string, string>, details?: Record<string, string>): ContentFormState {
  return { fields, values: formValues(form), details, seq: (prev.seq ?? 0) + 1 };
}

/** Only back to a page of this area: a form cannot send the browser anywhere else. */
function backTo(form: FormData, fallback: string): string {
  const raw = form.get('returnTo');
  return typeof raw === 'string' && /^\/admin\/content(?:\/[\w/-]*)?(?:\?[\w=&%.+-]*)?$/.test(raw) ? raw : fallback;
}

function withNotice(path: string, notice: string): string {
  const [base, query = ''] = path.split('?');
  const params = new URLSearchParams(query);
  params.set('notice', notice);
  return `${base}?${params.toString()}`;
}

export async function savePostAction(prev: ContentFormState, form: FormData): Promise<ContentFormState> {
  const actor = await requireStaff('content', '/admin/content');
  const kind = String(form.get('kind') ?? '');
  if (!isPostKind(kind)) return failed(prev, form, { form: 'invalid' });
  const id = idOf(form);
  const db = await getDb();
  const address = await requestAddress();
  const result: SaveResult | null = id ? await updatePost(db, actor, kind, id, form, address) : await createPost(db, actor, kind, form, address);
  if (!result) redirect(`/admin/content/${kind}?notice=notFound`);
  if (!result.ok) return failed(prev, form, result.fields);
  await contentWritten();
  redirect(`/admin/content/${kind}/${result.id}?notice=saved`);
}

export async function publishPostAction(form: FormData): Promise<void> {
  const actor = await requireStaff('content', '/admin/content');
  const kind = String(form.get('kind') ?? '');
  const id = idOf(form);
  if (!isPostKind(kind) || !id) redirect('/admin/content');
  const publish = form.get('publish') === 'true';
  const found = await setPublished(await getDb(), actor, kind, id, publish, await requestAddress());
  await contentWritten();
  const notice = found === 'future' ? 'futureDate' : found ? (publish ? 'published' : 'unpublished') : 'notFound';
  redirect(withNotice(backTo(form, `/admin/content/${kind}`), notice));
}

export async function deletePostAction(form: FormData): Promise<void> {
  const actor = await requireStaff('content', '/admin/content');
  const kind = String(form.get('kind') ?? '');
  const id = idOf(form);
  if (!isPostKind(kind) || !id) redirect('/admin/content');
  const found = await deletePost(await getDb(), actor, kind, id, await requestAddress());
  await contentWritten();
  redirect(`/admin/content/${kind}?notice=${found ? 'deleted' : 'notFound'}`);
}

export async function saveBannerAction(prev: ContentFormState, form: FormData): Promise<ContentFormState> {
  const actor = await requireStaff('content', '/admin/content');
  const result = await saveBanner(await getDb(), actor, idOf(form), form, await requestAddress());
  if (!result) redirect('/admin/content/banners?notice=notFound');
  if (!result.ok) return failed(prev, form, result.fields);
  await contentWritten();
  redirect(`/admin/content/banners/${result.id}?notice=saved`);
}

export async function deleteBannerAction(form: FormData): Promise<void> {
  const actor = await requireStaff('content', '/admin/content');
  const id = idOf(form);
  const found = id ? await deleteBanner(await getDb(), actor, id, await requestAddress()) : false;
  await contentWritten();
  redirect(`/admin/content/banners?notice=${found ? 'deleted' : 'notFound'}`);
}

export async function saveSpecialListAction(prev: ContentFormState, form: FormData): Promise<ContentFormState> {
  const actor = await requireStaff('content', '/admin/content');
  const result = await saveSpecialList(await getDb(), actor, idOf(form), form, await requestAddress());
  if (!result) redirect('/admin/content/special-lists?notice=notFound');
  if (!result.ok) return failed(prev, form, result.fields, result.details);
  await contentWritten();
  redirect(`/admin/content/special-lists/${result.id}?notice=saved`);
}

export async function deleteSpecialListAction(form: FormData): Promise<void> {
  const actor = await requireStaff('content', '/admin/content');
  const id = idOf(form);
  const found = id ? await deleteSpecialList(await getDb(), actor, id, await requestAddress()) : false;
  await contentWritten();
  redirect(`/admin/content/special-lists?notice=${found ? 'deleted' : 'notFound'}`);
}

export async function saveMediaAltAction(form: FormData): Promise<void> {
  const actor = await requireStaff('content', '/admin/content/media');
  const id = idOf(form);
  const result = id ? await updateAlts(await getDb(), actor, id, form, await requestAddress()) : null;
  if (!result) redirect('/admin/content/media?notice=notFound');
  redirect(result.ok ? `/admin/content/media?notice=altSaved#media-${id}` : `/admin/content/media?uploadError=altTooLong#media-${id}`);
}

/**
 * Deletes an image of the library after its confirmation page. One still in use is refused and
 * the confirmation page names where (it looks again); one already gone says so on the library.
 */
export async function deleteMediaAction(form: FormData): Promise<void> {
  const actor = await requireStaff('content', '/admin/content/media');
  const id = idOf(form);
  const outcome = id ? await deleteMedia(await getDb(), actor, id, await requestAddress()) : ({ ok: false, reason: 'notFound' } as const);
  if (!outcome.ok && outcome.reason === 'inUse') redirect(`/admin/content/media/${id}/delete?refused=inUse`);
  redirect(`/admin/content/media?notice=${outcome.ok ? 'deleted' : 'notFound'}`);
}
