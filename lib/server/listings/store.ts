import 'server-only';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { cities, districts, facilities, inboxItems, projects, properties, propertyFacilities, propertyTexts, propertyTypes } from '../db/schema';
import { OFFICE, RESIDENCE } from '../db/schema/catalogue';
import { searchColumns } from '../properties/search-columns';
import { audit } from '../staff/audit';
import type { Staff } from '../staff/session';
import { slugify } from './slug';
import type { FieldErrors, PropertyInput } from './form';
import { rangeOptions } from './options';

export type Actor = Pick<Staff, 'id' | 'email'>;
/** Who made a change and from where: every write is audited with it, in its own transaction. */
export type ChangeBy = { actor: Actor; clientAddress: string };
/** `existing`: a refused conversion's listing, made from the same owner registration before. */
export type Saved = { ok: true; id: number } | { ok: false; errors: FieldErrors; existing?: number };

export const categoryOf = (kind: 'residence' | 'office') => (kind === 'residence' ? RESIDENCE : OFFICE);
export const kindOf = (category: number): 'residence' | 'office' => (category === OFFICE ? 'office' : 'residence');

const today = () => new Date().toISOString().slice(0, 10);

async function rows<T>(db: Db | Tx, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** The choices the input names exist and fit together (district in the city, a type of this kind…). */
async function checkReferences(db: Db | Tx, input: PropertyInput, id: number | undefined): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  const category = categoryOf(input.kind);
  const [[city], [district], [type]] = await Promise.all([
    db.select({ id: cities.id }).from(cities).where(eq(cities.id, input.cityId)),
    db.select({ cityId: districts.cityId }).from(districts).where(eq(districts.id, input.districtId)),
    db.select({ category: propertyTypes.category }).from(propertyTypes).where(eq(propertyTypes.id, input.typeId)),
  ]);
  if (!city) errors.cityId = 'unknown';
  if (!district) errors.districtId = 'unknown';
  else if (city && district.cityId !== input.cityId) errors.districtId = 'notInCity';
  if (!type || type.category !== category) errors.typeId = 'unknown';
  if (input.kind === 'residence' && input.projectId !== null) {
    const [project] = await db.select({ cityId: projects.cityId }).from(projects).where(eq(projects.id, input.projectId));
    if (!project) errors.projectId = 'unknown';
    else if (project.cityId !== input.cityId) errors.projectId = 'notInCity';
  }
  if (input.facilityIds.length) {
    const kinds = input.kind === 'residence' ? (['building', 'interior'] as const) : (['office'] as const);
    const found = await db
      .select({ id: facilities.id })
      .from(facilities)
      .where(and(inArray(facilities.id, input.facilityIds), inArray(facilities.kind, [...kinds])));
    if (found.length !== new Set(input.facilityIds).size) errors.facilityIds = 'unknown';
  }
  if (input.code) {
    const [taken] = await db
      .select({ id: properties.id })
      .from(properties)
      .where(and(sql`lower(${properties.code}) = lower(${input.code})`, id === undefined ? undefined : ne(properties.id, id)));
    if (taken) errors.code = 'taken';
  }
  return errors;
}

/** The columns of `properties` the input sets (not the photos, publication or dates). */
async function propertyColumns(db: Db | Tx, input: PropertyInput, code: string) {
  const [district] = await db.select({ nameEn: districts.nameEn, nameJa: districts.nameJa, searchNames: districts.searchNames }).from(districts).where(eq(districts.id, input.districtId));
  const project =
    input.kind === 'residence' && input.projectId !== null
      ? (await db.select({ nameEn: projects.nameEn, nameJa: projects.nameJa }).from(projects).where(eq(projects.id, input.projectId)))[0]
      : undefined;
  const residence = input.kind === 'residence' ? input : undefined;
  const office = input.kind === 'office' ? input : undefined;
  const derived = searchColumns(
    {
      code,
      names: [input.nameEn, input.nameJa, district?.nameEn, district?.nameJa, district?.searchNames, project?.nameEn, project?.nameJa],
      bedroomMin: residence?.bedroomMin ?? null,
      bedroomMax: residence?.bedroomMax ?? null,
      sizeMin: input.sizeMin,
      sizeMax: input.sizeMax,
      facilityIds: input.facilityIds,
    },
    await rangeOptions(db as Db),
  );
  return {
    code,
    category: categoryOf(input.kind),
    slug: slugify(input.nameEn) || 'listing',
    nameEn: input.nameEn,
    nameJa: input.nameJa,
    address: input.address,
    cityId: input.cityId,
    districtId: input.districtId,
    projectId: residence?.projectId ?? null,
    typeId: input.typeId,
    leasePriceMin: input.leasePriceMin,
    leasePriceMax: input.leasePriceMax,
    budgetMin: office ? input.leasePriceMin * input.sizeMin : null,
    sizeMin: input.sizeMin,
    sizeMax: input.sizeMax,
    bedroomMin: residence?.bedroomMin ?? null,
    bedroomMax: residence?.bedroomMax ?? null,
    bathroomMin: residence?.bathroomMin ?? null,
    bathroomMax: residence?.bathroomMax ?? null,
    furnishingEn: residence?.furnishingEn ?? null,
    furnishingJa: residence?.furnishingJa ?? null,
    furnished: residence?.furnished ?? null,
    petsAllowed: residence?.petsAllowed ?? false,
    totalUnit: residence?.totalUnit ?? null,
    completionYear: input.completionYear,
    videoLink: input.videoLink,
    availableFrom: input.availableFrom,
    latitude: input.latitude,
    longitude: input.longitude,
    isLatest: input.isLatest,
    isHot: input.isHot,
    lastUpdateDate: today(),
    floorArea: office?.floorArea ?? null,
    storey: office?.storey ?? null,
    workingHourEn: office?.workingHourEn ?? null,
    workingHourJa: office?.workingHourJa ?? null,
    minContractPeriod: office?.minContractPeriod ?? null,
    minContractUnitEn: office?.minContractUnitEn ?? null,
    minContractUnitJa: office?.minContractUnitJa ?? null,
    deposit: office?.deposit ?? null,
    depositUnitEn: office?.depositUnitEn ?? null,
    depositUnitJa: office?.depositUnitJa ?? null,
    payment: office?.payment ?? null,
    paymentUnitEn: office?.paymentUnitEn ?? null,
    paymentUnitJa: office?.paymentUnitJa ?? null,
    vatInclude: office ? office.vatInclude : null,
    serviceChargeSqm: office?.serviceChargeSqm ?? null,
    otChargeEn: office?.otChargeEn ?? null,
    otChargeJa: office?.otChargeJa ?? null,
    ...derived,
  };
}

function textColumns(input: PropertyInput) {
  return {
    descriptionEn: input.descriptionEn,
    descriptionJa: input.descriptionJa,
    includeServicesEn: input.kind === 'residence' ? input.includeServicesEn : null,
    includeServicesJa: input.kind === 'residence' ? input.includeServicesJa : null,
  };
}

async function writeFacilities(tx: Tx, propertyId: number, ids: number[]) {
  const kept = await tx.select({ facilityId: propertyFacilities.facilityId, isShow: propertyFacilities.isShow }).from(propertyFacilities).where(eq(propertyFacilities.propertyId, propertyId));
  const shown = new Map(kept.map((k) => [k.facilityId, k.isShow]));
  await tx.delete(propertyFacilities).where(eq(propertyFacilities.propertyId, propertyId));
  const unique = [...new Set(ids)];
  if (unique.length) await tx.insert(propertyFacilities).values(unique.map((facilityId) => ({ propertyId, facilityId, isShow: shown.get(facilityId) ?? true })));
}

/** The agency reference of a new listing: the city's two letters, R or O, and the id (as the seed writes them). */
async function newCode(tx: Tx, kind: 'residence' | 'office', cityId: number, id: number) {
  const [city] = await tx.select({ code: cities.code }).from(cities).where(eq(cities.id, cityId));
  const prefix = ({ hanoi: 'HN', hcm: 'HC', danang: 'DN', haiphong: 'HP' } as Record<string, string>)[city?.code ?? ''] ?? 'VN';
  return `${prefix}${kind === 'residence' ? 'R' : 'O'}${String(id).padStart(6, '0')}`;
}

/**
 * A new listing, saved as a draft (unpublished) with its texts and facilities, audited in the same
 * transaction. The search counts, facility and term bits follow by the table's triggers.
 */
/**
 * `extra.fromOwner`: the owner registration it was made from, kept on the listing (one listing per
 * registration: a second one is refused with `existing`) and audited with the photo count; the
 * registration's inbox item moves from "new" to "in progress", all in the same transaction.
 */
export async function createProperty(db: Db, input: PropertyInput, by: ChangeBy, extra: { images?: string[]; fromOwner?: number } = {}): Promise<Saved> {
  const errors = await checkReferences(db, input, undefined);
  if (Object.keys(errors).length) return { ok: false, errors };
  const converted = async () => (extra.fromOwner === undefined ? undefined : listingOfOwner(db, extra.fromOwner));
  const before = await converted();
  if (before !== undefined) return { ok: false, errors: { form: 'converted' }, existing: before };
  const id = await db.transaction(async (tx) => {
    const [{ id }] = await rows<{ id: number }>(tx, sql`SELECT nextval(pg_get_serial_sequence('properties', 'id'))::int AS id`);
    const code = input.code ?? (await newCode(tx, input.kind, input.cityId, id));
    const columns = await propertyColumns(tx, input, code);
    await tx.insert(properties).values({ ...columns, id, isPublished: false, images: extra.images ?? [], ownerSubmissionId: extra.fromOwner ?? null });
    await tx.insert(propertyTexts).values({ propertyId: id, ...textColumns(input) });
    await writeFacilities(tx, id, input.facilityIds);
    await audit(tx, { actor: by.actor, action: 'listing.create', entity: 'property', entityId: id, after: { ...input, code }, clientAddress: by.clientAddress });
    if (extra.fromOwner !== undefined) {
      const after = { ownerSubmissionId: extra.fromOwner, photos: extra.images?.length ?? 0 };
      await audit(tx, { actor: by.actor, action: 'listing.fromOwner', entity: 'property', entityId: id, after, clientAddress: by.clientAddress });
      await tx
        .update(inboxItems)
        .set({ status: 'in_progress', updatedAt: new Date() })
        .where(and(eq(inboxItems.kind, 'owner'), eq(inboxItems.refId, extra.fromOwner), eq(inboxItems.status, 'new')));
    }
    return id;
  }).catch(codeTaken);
  if (id === 'ownerTaken') {
    // Another conversion of the same registration won the race.
    const existing = await converted();
    return { ok: false, errors: { form: 'converted' }, ...(existing !== undefined ? { existing } : {}) };
  }
  return id === null ? { ok: false, errors: { code: 'taken' } } : { ok: true, id };
}

/** The listing made from an owner registration, if one was. */
export async function listingOfOwner(db: Db, submissionId: number): Promise<number | undefined> {
  const [row] = await db.select({ id: properties.id }).from(properties).where(eq(properties.ownerSubmissionId, submissionId));
  return row?.id;
}

export async function updateProperty(db: Db, id: number, input: PropertyInput, by: ChangeBy): Promise<Saved | null> {
  const [before] = await db.select().from(properties).where(eq(properties.id, id));
  if (!before || before.category !== categoryOf(input.kind)) return null;
  const errors = await checkReferences(db, input, id);
  if (Object.keys(errors).length) return { ok: false, errors };
  const done = await db.transaction(async (tx) => {
    const columns = await propertyColumns(tx, input, input.code ?? before.code);
    await tx.update(properties).set(columns).where(eq(properties.id, id));
    await tx
      .insert(propertyTexts)
      .values({ propertyId: id, ...textColumns(input) })
      .onConflictDoUpdate({ target: propertyTexts.propertyId, set: textColumns(input) });
    await writeFacilities(tx, id, input.facilityIds);
    await audit(tx, { actor: by.actor, action: 'listing.update', entity: 'property', entityId: id, before: auditable(before), after: { ...input, code: columns.code }, clientAddress: by.clientAddress });
    return id;
  }).catch(codeTaken);
  return done === null ? { ok: false, errors: { code: 'taken' } } : { ok: true, id };
}

/**
 * Two staff members saving the same new reference at once: the second meets the unique index
 * after the check passed. That is the same answer as the check's, not a server error.
 */
/** A unique index's refusal as the field it concerns: the reference (null) or the owner registration, already converted. */
function codeTaken(err: unknown): null | 'ownerTaken' {
  const code = (e: unknown) => (e && typeof e === 'object' && 'code' in e ? (e as { code: unknown }).code : undefined);
  const cause = err && typeof err === 'object' && 'cause' in err ? (err as { cause: unknown }).cause : undefined;
  const constraint = JSON.stringify(cause ?? err ?? '');
  const unique = code(err) === '23505' || code(cause) === '23505';
  if (unique && constraint.includes('properties_code_uq')) return null;
  if (unique && constraint.includes('properties_owner_submission_uq')) return 'ownerTaken';
  throw err;
}

/** The row as the audit log keeps it: without the derived search columns (a bigint is no JSON). */
function auditable(row: typeof properties.$inferSelect) {
  const { facilityBits: _f, termBits: _t, searchText: _s, bedroomOptionIds: _b, sizeOptionIds: _z, createdAt: _c, ...rest } = row;
  return rest;
}

/** Publishes or unpublishes a listing; false when there is no such listing. */
export async function setPublished(db: Db, id: number, published: boolean, by: ChangeBy): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select({ isPublished: properties.isPublished }).from(properties).where(eq(properties.id, id)).for('update');
    if (!row) return false;
    if (row.isPublished === published) return true;
    await tx.update(properties).set({ isPublished: published, lastUpdateDate: today(), ...(published ? { publishedAt: new Date() } : {}) }).where(eq(properties.id, id));
    await audit(tx, {
      actor: by.actor,
      action: published ? 'listing.publish' : 'listing.unpublish',
      entity: 'property',
      entityId: id,
      before: { isPublished: row.isPublished },
      after: { isPublished: published },
      clientAddress: by.clientAddress,
    });
    return true;
  });
}

/** Deletes a listing (its texts, facilities and special-list entries go with it); answers its photos and floor plan, for removal, or null. */
export async function deleteProperty(db: Db, id: number, by: ChangeBy): Promise<string[] | null> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(properties).where(eq(properties.id, id)).for('update');
    if (!before) return null;
    await tx.delete(properties).where(eq(properties.id, id));
    await audit(tx, { actor: by.actor, action: 'listing.delete', entity: 'property', entityId: id, before: auditable(before), clientAddress: by.clientAddress });
    return before.floorPlan ? [...before.images, before.floorPlan] : before.images;
  });
}

/** A listing as the edit form shows it. */
export async function loadProperty(db: Db, id: number) {
  const [row] = await db
    .select({ property: properties, texts: propertyTexts })
    .from(properties)
    .leftJoin(propertyTexts, eq(propertyTexts.propertyId, properties.id))
    .where(eq(properties.id, id));
  if (!row) return null;
  const links = await db.select({ facilityId: propertyFacilities.facilityId }).from(propertyFacilities).where(eq(propertyFacilities.propertyId, id));
  return { ...row.property, texts: row.texts, facilityIds: links.map((l) => l.facilityId) };
}
export type LoadedProperty = NonNullable<Awaited<ReturnType<typeof loadProperty>>>;
