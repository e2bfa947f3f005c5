import 'server-only';
import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../db/client';
import { cities, districts, projects, properties } from '../db/schema';
import { normaliseSearchText } from '../search-text';
import { audit } from '../staff/audit';
import type { FieldErrors, ProjectInput } from './form';
import { slugify } from './slug';
import type { ChangeBy, Saved } from './store';

async function checkReferences(db: Db, input: ProjectInput): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  const [city] = await db.select({ id: cities.id }).from(cities).where(eq(cities.id, input.cityId));
  if (!city) errors.cityId = 'unknown';
  if (input.districtId !== null) {
    const [district] = await db.select({ cityId: districts.cityId }).from(districts).where(eq(districts.id, input.districtId));
    if (!district) errors.districtId = 'unknown';
    else if (city && district.cityId !== input.cityId) errors.districtId = 'notInCity';
  }
  return errors;
}

/** A slug no other project has: the English name's, with the id appended when it is taken. */
async function freeSlug(db: Db, name: string, id: number | undefined): Promise<string> {
  const base = slugify(name) || 'project';
  const [taken] = await db.select({ id: projects.id }).from(projects).where(and(eq(projects.slug, base), id === undefined ? undefined : ne(projects.id, id)));
  return taken ? `${base}-${id ?? Date.now().toString(36)}` : base;
}

function columns(input: ProjectInput) {
  const { cityId, districtId, ...rest } = input;
  return { ...rest, cityId, districtId, sortName: normaliseSearchText(input.nameEn) };
}

export async function createProject(db: Db, input: ProjectInput, by: ChangeBy): Promise<Saved> {
  const errors = await checkReferences(db, input);
  if (Object.keys(errors).length) return { ok: false, errors };
  const slug = await freeSlug(db, input.nameEn, undefined);
  const id = await db.transaction(async (tx) => {
    const [row] = await tx.insert(projects).values({ ...columns(input), slug }).returning({ id: projects.id });
    await audit(tx, { actor: by.actor, action: 'project.create', entity: 'project', entityId: row.id, after: { ...input, slug }, clientAddress: by.clientAddress });
    return row.id;
  });
  return { ok: true, id };
}

export async function updateProject(db: Db, id: number, input: ProjectInput, by: ChangeBy): Promise<Saved | null> {
  const [before] = await db.select().from(projects).where(eq(projects.id, id));
  if (!before) return null;
  const errors = await checkReferences(db, input);
  if (Object.keys(errors).length) return { ok: false, errors };
  await db.transaction(async (tx) => {
    await tx.update(projects).set(columns(input)).where(eq(projects.id, id));
    await audit(tx, { actor: by.actor, action: 'project.update', entity: 'project', entityId: id, before, after: input, clientAddress: by.clientAddress });
  });
  return { ok: true, id };
}

/** Deletes a project no listing belongs to: answers its photos (for removal), 'inUse', or null when there is none. */
export async function deleteProject(db: Db, id: number, by: ChangeBy): Promise<string[] | 'inUse' | null> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(projects).where(eq(projects.id, id)).for('update');
    if (!before) return null;
    const [used] = await tx.select({ id: properties.id }).from(properties).where(eq(properties.projectId, id)).limit(1);
    if (used) return 'inUse';
    await tx.delete(projects).where(eq(projects.id, id));
    await audit(tx, { actor: by.actor, action: 'project.delete', entity: 'project', entityId: id, before, clientAddress: by.clientAddress });
    return before.images;
  });
}

export async function loadProject(db: Db, id: number) {
  const [row] = await db.select().from(projects).where(eq(projects.id, id));
  return row ?? null;
}
export type LoadedProject = NonNullable<Awaited<ReturnType<typeof loadProject>>>;
