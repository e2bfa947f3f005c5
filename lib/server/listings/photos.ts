import 'server-only';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { projects, properties } from '../db/schema';
import { audit } from '../staff/audit';
import { imageStorage } from '../storage';
import type { ProcessedImage } from '../submissions/images';
import type { ChangeBy } from './store';

/**
 * Listing and project photos, and a listing's floor plan (stored the same way). The site serves `{host}/images/{file}`; uploaded photos are written
 * to the image storage (the bucket when one is configured, else MEDIA_DIR/images: lib/server/storage)
 * under `listings/` with a fresh random name: only files under
 * that prefix were made here and may be removed here (the demo's photos are shared by listings).
 */
export type PhotoOwner = 'property' | 'project';
export const PHOTO_PREFIX = 'listings/';
export const MAX_PHOTOS = 40;
export const UPLOAD_AT_ONCE = 10;

const store = () => imageStorage();

/** Writes the re-encoded photos (each atomically) and answers their file names. */
export async function writePhotos(images: { data: Uint8Array; contentType: string; ext: string }[]): Promise<string[]> {
  const names = images.map((image) => `${PHOTO_PREFIX}${randomUUID()}.${image.ext}`);
  try {
    await Promise.all(images.map((image, i) => store().put(names[i], image.data, image.contentType)));
  } catch (err) {
    await removePhotoFiles(names);
    throw err;
  }
  return names;
}

/** Removes photo files made here; other names (the demo's shared media) are left alone. */
export async function removePhotoFiles(names: string[]): Promise<void> {
  const ours = names.filter((n) => n.startsWith(PHOTO_PREFIX) && /^listings\/[a-z0-9-]+\.[a-z]+$/.test(n));
  const results = await Promise.allSettled(ours.map((n) => store().delete(n)));
  for (const r of results) if (r.status === 'rejected') console.error('[listings] could not remove a photo file:', r.reason);
}


async function readImages(db: Db, owner: PhotoOwner, id: number): Promise<string[] | null> {
  const table = owner === 'property' ? properties : projects;
  const [row] = await db.select({ images: table.images }).from(table).where(eq(table.id, id));
  return row ? row.images : null;
}

/**
 * Reads the photo list with its row locked (`SELECT … FOR UPDATE`) and writes `change`'s answer with
 * its audit entry, in one transaction: two editors acting at once take turns, and the second works
 * on the list the first left (no lost update). `change` answers null to store nothing.
 */
async function changeImages<T>(
  db: Db,
  owner: PhotoOwner,
  id: number,
  action: string,
  by: ChangeBy,
  change: (before: string[]) => { after: string[]; result: T } | { refused: T },
): Promise<T | null> {
  return db.transaction(async (tx: Tx) => {
    const table = owner === 'property' ? properties : projects;
    const [row] = await tx.select({ images: table.images }).from(table).where(eq(table.id, id)).for('update');
    if (!row) return null;
    const before = row.images;
    const outcome = change(before);
    if ('refused' in outcome) return outcome.refused;
    const { after } = outcome;
    if (owner === 'property') await tx.update(properties).set({ images: after }).where(eq(properties.id, id));
    else await tx.update(projects).set({ images: after, imageActive: after[0] ?? null }).where(eq(projects.id, id));
    await audit(tx, { actor: by.actor, action, entity: owner, entityId: id, before: { images: before }, after: { images: after }, clientAddress: by.clientAddress });
    return outcome.result;
  });
}

export type AddResult = { ok: true; added: number } | { ok: false; problem: 'missing' | 'tooMany' };

/** Adds re-encoded photos after the existing ones; nothing is kept when the listing is gone or would hold too many. */
export async function addPhotos(db: Db, owner: PhotoOwner, id: number, images: ProcessedImage[], by: ChangeBy): Promise<AddResult> {
  // A first look, so that a refusal writes no file; the locked read below decides.
  const current = await readImages(db, owner, id);
  if (!current) return { ok: false, problem: 'missing' };
  if (current.length + images.length > MAX_PHOTOS) return { ok: false, problem: 'tooMany' };
  const names = await writePhotos(images);
  let result: AddResult | null;
  try {
    result = await changeImages<AddResult>(db, owner, id, owner === 'property' ? 'listing.photos.add' : 'project.photos.add', by, (before) =>
      before.length + names.length > MAX_PHOTOS ? { refused: { ok: false, problem: 'tooMany' } } : { after: [...before, ...names], result: { ok: true, added: names.length } },
    );
  } catch (err) {
    await removePhotoFiles(names);
    throw err;
  }
  if (!result?.ok) await removePhotoFiles(names);
  return result ?? { ok: false, problem: 'missing' };
}

export type PhotoChange = { op: 'up' | 'down' | 'cover' | 'remove'; name: string };

/** The new order of `images` after one change, or null when the photo is not among them. */
export function reorder(images: string[], change: PhotoChange): string[] | null {
  const at = images.indexOf(change.name);
  if (at < 0) return null;
  const next = [...images];
  if (change.op === 'remove') next.splice(at, 1);
  else if (change.op === 'cover') next.unshift(...next.splice(at, 1));
  else {
    const to = change.op === 'up' ? at - 1 : at + 1;
    if (to < 0 || to >= next.length) return next;
    [next[at], next[to]] = [next[to], next[at]];
  }
  return next;
}

/** Moves, makes cover or removes one photo (removing deletes its file once the change is committed); false when nothing changed. */
export async function changePhoto(db: Db, owner: PhotoOwner, id: number, change: PhotoChange, by: ChangeBy): Promise<boolean> {
  const action = `${owner === 'property' ? 'listing' : 'project'}.photos.${change.op}`;
  const changed = await changeImages(db, owner, id, action, by, (before) => {
    const after = reorder(before, change);
    // Not among the photos, or already where it was asked to go: nothing to store.
    if (!after || (after.length === before.length && after.every((name, i) => name === before[i]))) return { refused: false };
    return { after, result: true };
  });
  if (!changed) return false;
  // Another listing may show the same (demo) file; ours are never shared.
  if (change.op === 'remove') await removePhotoFiles([change.name]);
  return true;
}

/**
 * Sets a listing's floor plan to a stored file's name, or removes it (null), with its audit entry;
 * the file it replaces is deleted once the change is committed (when it was uploaded here). False
 * when the listing is gone or nothing changed.
 */
export async function setFloorPlan(db: Db, id: number, name: string | null, by: ChangeBy): Promise<boolean> {
  const replaced = await db.transaction(async (tx: Tx) => {
    const [row] = await tx.select({ floorPlan: properties.floorPlan }).from(properties).where(eq(properties.id, id)).for('update');
    if (!row || row.floorPlan === name) return null;
    await tx.update(properties).set({ floorPlan: name }).where(eq(properties.id, id));
    await audit(tx, { actor: by.actor, action: 'listing.floorPlan', entity: 'property', entityId: id, before: { floorPlan: row.floorPlan }, after: { floorPlan: name }, clientAddress: by.clientAddress });
    return { before: row.floorPlan };
  });
  if (!replaced) return false;
  if (replaced.before) await removePhotoFiles([replaced.before]);
  return true;
}
