'use server';
import { redirect } from 'next/navigation';
import type { ContentFormState } from '@/components/admin/content/content-form.client';
import { contentWritten } from '@/lib/server/cache/content-version';
import { deletePlace, savePlace, setPlacePublished } from '@/lib/server/content-admin/places';
import { formValues } from '@/lib/server/content-admin/form';
import { getDb } from '@/lib/server/db/client';
import { requestAddress } from '@/lib/server/staff/audit';
import { requireStaff } from '@/lib/server/staff/session';

/**
 * Server actions of the places editor (/admin/places): who keeps the content keeps the places.
 * A save that succeeds redirects to the place with a notice; one that fails returns each field's
 * message key and the values as sent.
 */
function idOf(form: FormData): number | null {
  const raw = form.get('id');
  return typeof raw === 'string' && /^\d{1,9}$/.test(raw) ? Number(raw) : null;
}

/** Only back to a page of this area (the list with its filters, a place): a form cannot send the browser anywhere else. */
function backTo(form: FormData, fallback: string): string {
  const raw = form.get('returnTo');
  return typeof raw === 'string' && /^\/admin\/places(?:\/\d{1,9})?(?:\?[\w=&%.+-]*)?$/.test(raw) ? raw : fallback;
}

function withNotice(path: string, notice: string): string {
  const [base, query = ''] = path.split('?');
  const params = new URLSearchParams(query);
  params.set('notice', notice);
  return `${base}?${params.toString()}`;
}

export async function savePlaceAction(prev: ContentFormState, form: FormData): Promise<ContentFormState> {
  const actor = await requireStaff('content', '/admin/places');
  const result = await savePlace(await getDb(), actor, idOf(form), form, await requestAddress());
  if (!result) redirect('/admin/places?notice=notFound');
  if (!result.ok) return { fields: result.fields, values: formValues(form), seq: (prev.seq ?? 0) + 1 };
  await contentWritten();
  redirect(`/admin/places/${result.id}?notice=saved`);
}

export async function publishPlaceAction(form: FormData): Promise<void> {
  const actor = await requireStaff('content', '/admin/places');
  const id = idOf(form);
  const publish = form.get('publish') === 'true';
  const found = id ? await setPlacePublished(await getDb(), actor, id, publish, await requestAddress()) : false;
  await contentWritten();
  redirect(withNotice(found ? backTo(form, `/admin/places/${id}`) : '/admin/places', found ? (publish ? 'published' : 'unpublished') : 'notFound'));
}

export async function deletePlaceAction(form: FormData): Promise<void> {
  const actor = await requireStaff('content', '/admin/places');
  const id = idOf(form);
  const found = id ? await deletePlace(await getDb(), actor, id, await requestAddress()) : false;
  await contentWritten();
  redirect(`/admin/places?notice=${found ? 'deleted' : 'notFound'}`);
}
