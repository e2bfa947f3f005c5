'use server';
import { redirect } from 'next/navigation';
import type { FormState } from '@/components/admin/listings/fields.client';
import { LISTING_FROM_OWNER, type Area } from '@/lib/admin/permissions';
import { contentWritten } from '@/lib/server/cache/content-version';
import { getDb, type Db } from '@/lib/server/db/client';
import { parseProject, parseProperty, postedOf, type PropertyInput } from '@/lib/server/listings/form';
import { createFromOwner } from '@/lib/server/listings/from-owner';
import { changePhoto, removePhotoFiles, setFloorPlan, type PhotoChange } from '@/lib/server/listings/photos';
import { createProject, deleteProject, updateProject } from '@/lib/server/listings/projects';
import { createProperty, deleteProperty, loadProperty, setPublished, updateProperty, type ChangeBy } from '@/lib/server/listings/store';
import { propertyValues } from '@/lib/server/listings/values';
import { requestAddress } from '@/lib/server/staff/audit';
import { requireStaff } from '@/lib/server/staff/session';

const LIST = '/admin/listings';

/** The staff member allowed to keep listings, and where the change comes from: the first step of every action. */
async function changeBy(area: Area | readonly Area[] = 'listings'): Promise<ChangeBy> {
  const staff = await requireStaff(area, LIST);
  return { actor: staff, clientAddress: await requestAddress() };
}

function idOf(value: FormDataEntryValue | null): number | undefined {
  return typeof value === 'string' && /^[1-9]\d{0,9}$/.test(value) && Number(value) <= 2_147_483_647 ? Number(value) : undefined;
}

const refused = (prev: FormState, form: FormData, errors: Record<string, string>): FormState => ({
  errors,
  values: postedOf(form),
  attempt: (prev.attempt ?? 0) + 1,
});

/** Creates (as a draft) or saves a residence or office; an owner registration's photos come along on creation. */
export async function savePropertyAction(prev: FormState, form: FormData): Promise<FormState> {
  // A listing from an owner registration copies an inbox item's texts and photos: a role that may
  // not read the inbox is refused before anything is read or copied.
  const by = await changeBy(form.has('fromOwner') ? LISTING_FROM_OWNER : 'listings');
  const kind = form.get('kind') === 'office' ? 'office' : 'residence';
  const id = idOf(form.get('id'));
  // An edit whose id is unreadable is not a new listing.
  if (form.has('id') && id === undefined) return refused(prev, form, { form: 'missing' });
  const parsed = parseProperty(kind, postedOf(form));
  if (!parsed.ok) return refused(prev, form, parsed.errors);
  const db = await getDb();
  if (id === undefined) {
    const fromOwner = idOf(form.get('fromOwner'));
    const saved = fromOwner ? await createFromOwner(db, parsed.data, fromOwner, by) : await createProperty(db, parsed.data, by);
    // Converted before (another tab, a colleague): nothing new is made; the page links to that listing.
    if (!saved.ok && saved.existing !== undefined) redirect(`${LIST}/new?fromOwner=${fromOwner}`);
    if (!saved.ok) return refused(prev, form, saved.errors);
    await contentWritten();
    redirect(`${LIST}/${saved.id}?notice=created`);
  }
  // Publish and Unpublish are buttons of this form (the page puts them above it): the edits go with
  // them, saved first; a refused edit leaves the publication as it was.
  const publish = form.get('publish') === 'true' ? true : form.get('publish') === 'false' ? false : undefined;
  if (publish === undefined || (await edited(db, id, parsed.data))) {
    const saved = await updateProperty(db, id, parsed.data, by);
    if (!saved) return refused(prev, form, { form: 'missing' });
    if (!saved.ok) return refused(prev, form, saved.errors);
  }
  if (publish !== undefined && !(await setPublished(db, id, publish, by))) return refused(prev, form, { form: 'missing' });
  await contentWritten();
  redirect(`${LIST}/${id}?notice=${publish === undefined ? 'saved' : publish ? 'published' : 'unpublished'}`);
}

/** Whether the posted input differs from the stored listing (both read through the same schema): an unchanged form is not saved again. */
async function edited(db: Db, id: number, input: PropertyInput): Promise<boolean> {
  const row = await loadProperty(db, id);
  if (!row) return true;
  const stored = parseProperty(input.kind, propertyValues(row));
  return !stored.ok || JSON.stringify(stored.data) !== JSON.stringify(input);
}

export async function publishAction(form: FormData): Promise<void> {
  const by = await changeBy();
  const id = idOf(form.get('id'));
  const publish = form.get('publish') === 'true';
  if (id === undefined || !(await setPublished(await getDb(), id, publish, by))) redirect(LIST);
  await contentWritten();
  redirect(`${LIST}/${id}?notice=${publish ? 'published' : 'unpublished'}`);
}

/** The first post asks for confirmation (the page shows it); only a post with confirm=yes deletes. */
export async function deletePropertyAction(form: FormData): Promise<void> {
  const by = await changeBy();
  const id = idOf(form.get('id'));
  if (id === undefined) redirect(LIST);
  if (form.get('confirm') !== 'yes') redirect(`${LIST}/${id}?confirmDelete=1#delete`);
  const images = await deleteProperty(await getDb(), id, by);
  if (!images) redirect(`${LIST}?notice=notFound`);
  await removePhotoFiles(images);
  await contentWritten();
  redirect(`${LIST}?notice=deleted`);
}

export async function saveProjectAction(prev: FormState, form: FormData): Promise<FormState> {
  const by = await changeBy();
  const id = idOf(form.get('id'));
  if (form.has('id') && id === undefined) return refused(prev, form, { form: 'missing' });
  const parsed = parseProject(postedOf(form));
  if (!parsed.ok) return refused(prev, form, parsed.errors);
  const db = await getDb();
  const saved = id === undefined ? await createProject(db, parsed.data, by) : await updateProject(db, id, parsed.data, by);
  if (!saved) return refused(prev, form, { form: 'missing' });
  if (!saved.ok) return refused(prev, form, saved.errors);
  await contentWritten();
  redirect(`${LIST}/projects/${saved.id}?notice=${id === undefined ? 'created' : 'saved'}`);
}

export async function deleteProjectAction(form: FormData): Promise<void> {
  const by = await changeBy();
  const id = idOf(form.get('id'));
  if (id === undefined) redirect(LIST);
  if (form.get('confirm') !== 'yes') redirect(`${LIST}/projects/${id}?confirmDelete=1#delete`);
  const result = await deleteProject(await getDb(), id, by);
  if (result === 'inUse') redirect(`${LIST}/projects/${id}?notice=inUse#delete`);
  if (!result) redirect(`${LIST}?notice=notFound`);
  await removePhotoFiles(result);
  await contentWritten();
  redirect(`${LIST}?notice=deleted`);
}

const OPS = new Set<PhotoChange['op']>(['up', 'down', 'cover', 'remove']);

const isOp = (value: FormDataEntryValue | null): value is PhotoChange['op'] => typeof value === 'string' && OPS.has(value as PhotoChange['op']);

/**
 * Moves, makes cover or removes one photo of a listing or project (buttons that work without
 * JavaScript). Only a change that was stored says so; an unknown operation or photo, a listing that
 * is gone, or a move that changes nothing (the first photo up) comes back as `photoChange=unchanged`.
 */
export async function photoAction(form: FormData): Promise<void> {
  const by = await changeBy();
  const id = idOf(form.get('id'));
  const owner = form.get('owner') === 'project' ? 'project' : 'property';
  const op = form.get('op');
  const name = form.get('name');
  const back = owner === 'project' ? `${LIST}/projects/${id}` : `${LIST}/${id}`;
  if (id === undefined) redirect(LIST);
  const changed = isOp(op) && typeof name === 'string' && (await changePhoto(await getDb(), owner, id, { op, name }, by));
  if (!changed) redirect(`${back}?photoChange=unchanged#photos`);
  await contentWritten();
  redirect(`${back}?notice=photosChanged#photos`);
}

/** Removes a listing's floor plan (and its file, when it was uploaded here). */
export async function removeFloorPlanAction(form: FormData): Promise<void> {
  const by = await changeBy();
  const id = idOf(form.get('id'));
  if (id === undefined) redirect(LIST);
  const removed = await setFloorPlan(await getDb(), id, null, by);
  if (removed) await contentWritten();
  redirect(`${LIST}/${id}${removed ? '?notice=floorPlanRemoved' : ''}#floor-plan`);
}
