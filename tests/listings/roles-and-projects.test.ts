import { desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';

// The server actions read the session cookie through next/headers: the test hands them one.
const { request } = await vi.hoisted(() => import('../support/staff-request'));
vi.mock('next/headers', () => import('../support/staff-request').then((m) => m.nextHeaders));

import { deletePropertyAction, photoAction, publishAction, savePropertyAction } from '@/app/admin/(office)/listings/actions';
import OwnersPage from '@/app/admin/(office)/listings/owners/page';
import NewListingPage from '@/app/admin/(office)/listings/new/page';
import { getDb } from '@/lib/server/db/client';
import { auditLog, districts, ownerSubmissions, projects, properties, propertyTypes } from '@/lib/server/db/schema';
import { parseProject } from '@/lib/server/listings/form';
import { listListings, readFilters } from '@/lib/server/listings/list';
import { createProject, deleteProject, updateProject } from '@/lib/server/listings/projects';
import { makeStaff, sessionCookie } from '../support/staff';

const by = { actor: { id: 't-editor', email: 'editor@example.com' }, clientAddress: '127.0.0.1' };

async function cookieFor(role: 'agent' | 'editor' | 'admin') {
  const made = await makeStaff(role);
  return sessionCookie(made.email);
}

const formOf = (values: Record<string, string>) => {
  const form = new FormData();
  for (const [k, v] of Object.entries(values)) form.append(k, v);
  return form;
};

let agentCookie = '';
let editorCookie = '';
beforeAll(async () => {
  agentCookie = await cookieFor('agent');
  editorCookie = await cookieFor('editor');
});

describe('the role boundary of the listing actions', () => {
  it('forbids an agent (403) and changes nothing', async () => {
    const db = await getDb();
    const [listing] = await db.select({ id: properties.id, isPublished: properties.isPublished }).from(properties).where(eq(properties.isPublished, true)).limit(1);
    const count = await db.$count(properties);
    request.cookie = agentCookie;
    const forbidden = expect.objectContaining({ digest: 'NEXT_HTTP_ERROR_FALLBACK;403' });
    await expect(publishAction(formOf({ id: String(listing.id), publish: 'false' }))).rejects.toEqual(forbidden);
    await expect(deletePropertyAction(formOf({ id: String(listing.id), confirm: 'yes' }))).rejects.toEqual(forbidden);
    await expect(savePropertyAction({}, formOf({ kind: 'residence', nameEn: 'x' }))).rejects.toEqual(forbidden);
    const [after] = await db.select({ isPublished: properties.isPublished }).from(properties).where(eq(properties.id, listing.id));
    expect(after.isPublished).toBe(true);
    expect(await db.$count(properties)).toBe(count);
  });

  it('lets an editor make a listing from an owner registration (Listings → From owners), and refuses an agent (403) without copying anything', async () => {
    const db = await getDb();
    const [district] = await db.select().from(districts).limit(1);
    const [type] = await db.select().from(propertyTypes).where(eq(propertyTypes.category, 0)).limit(1);
    const [owner] = await db
      .insert(ownerSubmissions)
      .values({ language: 'en', fullName: 'Nguyen Private Owner', phone: '0901234567', email: 'private-owner@example.com', addressForLease: '12 Secret Lane', currency: 'USD' })
      .returning({ id: ownerSubmissions.id });
    const fields = {
      kind: 'residence', fromOwner: String(owner.id), nameEn: 'Secret Lane house', nameJa: '秘密の小道の一軒家', address: '12 Secret Lane', cityId: String(district.cityId), districtId: String(district.id), typeId: String(type.id), leasePriceMin: '900', sizeMin: '40', bedroomMin: '1',
    };
    const forbidden = expect.objectContaining({ digest: 'NEXT_HTTP_ERROR_FALLBACK;403' });
    const listings = await db.$count(properties);
    const audits = await db.$count(auditLog);
    request.cookie = agentCookie;
    await expect(NewListingPage({ searchParams: Promise.resolve({ fromOwner: String(owner.id) }) })).rejects.toEqual(forbidden);
    await expect(OwnersPage({ searchParams: Promise.resolve({}) })).rejects.toEqual(forbidden);
    await expect(savePropertyAction({}, formOf(fields))).rejects.toEqual(forbidden);
    expect(await db.$count(properties)).toBe(listings);
    expect(await db.$count(auditLog)).toBe(audits);

    request.cookie = editorCookie;
    await expect(OwnersPage({ searchParams: Promise.resolve({}) })).resolves.toBeTruthy();
    await expect(NewListingPage({ searchParams: Promise.resolve({ fromOwner: String(owner.id) }) })).resolves.toBeTruthy();
    await expect(savePropertyAction({}, formOf(fields))).rejects.toEqual(expect.objectContaining({ digest: expect.stringContaining('?notice=created') }));
    const [entry] = await db.select().from(auditLog).where(eq(auditLog.action, 'listing.fromOwner')).orderBy(desc(auditLog.id)).limit(1);
    expect(entry.after).toMatchObject({ ownerSubmissionId: owner.id });
    // A second save of the same form makes no second listing: it comes back to the page that links to the first.
    const made = await db.$count(properties);
    await expect(savePropertyAction({}, formOf(fields))).rejects.toEqual(expect.objectContaining({ digest: expect.stringContaining(`/admin/listings/new?fromOwner=${owner.id}`) }));
    expect(await db.$count(properties)).toBe(made);
  });

  it('sends a visitor without a session to the sign-in page', async () => {
    request.cookie = '';
    await expect(publishAction(formOf({ id: '1', publish: 'false' }))).rejects.toEqual(expect.objectContaining({ digest: expect.stringContaining('/admin/sign-in') }));
  });

  it('lets an editor unpublish, and answers field codes (storing nothing) for bad input', async () => {
    const db = await getDb();
    const [listing] = await db.select({ id: properties.id }).from(properties).where(eq(properties.isPublished, true)).limit(1);
    request.cookie = editorCookie;
    await expect(publishAction(formOf({ id: String(listing.id), publish: 'false' }))).rejects.toEqual(expect.objectContaining({ digest: expect.stringContaining(`/admin/listings/${listing.id}?notice=unpublished`) }));
    const [after] = await db.select({ isPublished: properties.isPublished }).from(properties).where(eq(properties.id, listing.id));
    expect(after.isPublished).toBe(false);

    const count = await db.$count(properties);
    const state = await savePropertyAction({}, formOf({ kind: 'residence', nameEn: 'Bad', nameJa: '', cityId: 'x', leasePriceMin: '-1' }));
    expect(state.errors).toMatchObject({ nameJa: 'required', cityId: 'integer', leasePriceMin: 'outOfBounds', sizeMin: 'required' });
    expect(state.values).toMatchObject({ nameEn: 'Bad' });
    expect(await db.$count(properties)).toBe(count);
  });
});

describe('the photo buttons', () => {
  it('say "updated" only when a change was stored, and otherwise say nothing changed, storing nothing', async () => {
    const db = await getDb();
    const [listing] = await db.select({ id: properties.id }).from(properties).limit(1);
    const images = ['listings/a.webp', 'listings/b.webp', 'listings/c.webp'];
    await db.update(properties).set({ images }).where(eq(properties.id, listing.id));
    const auditCount = () => db.$count(auditLog);
    const imagesNow = async () => (await db.select({ images: properties.images }).from(properties).where(eq(properties.id, listing.id)))[0].images;
    const unchanged = expect.objectContaining({ digest: expect.stringContaining(`/admin/listings/${listing.id}?photoChange=unchanged#photos`) });
    const before = await auditCount();

    request.cookie = agentCookie;
    await expect(photoAction(formOf({ id: String(listing.id), op: 'cover', name: 'listings/c.webp' }))).rejects.toEqual(expect.objectContaining({ digest: 'NEXT_HTTP_ERROR_FALLBACK;403' }));

    request.cookie = editorCookie;
    for (const bad of [
      { op: 'shuffle', name: 'listings/b.webp' }, // an unknown operation
      { op: 'cover', name: 'listings/zzz.webp' }, // a photo the listing does not have
      { op: 'up', name: 'listings/a.webp' }, // the first photo cannot move up
      { op: 'cover', name: 'listings/a.webp' }, // already the cover
      { op: 'down', name: 'listings/c.webp' }, // the last cannot move down
    ]) {
      await expect(photoAction(formOf({ id: String(listing.id), ...bad }))).rejects.toEqual(unchanged);
    }
    await expect(photoAction(formOf({ id: String(listing.id), op: 'remove' }))).rejects.toEqual(unchanged);
    await expect(photoAction(formOf({ id: '2000000000', op: 'cover', name: 'listings/b.webp' }))).rejects.toEqual(
      expect.objectContaining({ digest: expect.stringContaining('/admin/listings/2000000000?photoChange=unchanged') }),
    );
    expect(await imagesNow()).toEqual(images);
    expect(await auditCount()).toBe(before);

    await expect(photoAction(formOf({ id: String(listing.id), op: 'cover', name: 'listings/c.webp' }))).rejects.toEqual(
      expect.objectContaining({ digest: expect.stringContaining(`/admin/listings/${listing.id}?notice=photosChanged#photos`) }),
    );
    expect(await imagesNow()).toEqual(['listings/c.webp', 'listings/a.webp', 'listings/b.webp']);
    expect(await auditCount()).toBe(before + 1);
  });
});

describe('projects', () => {
  it('are created, edited, listed, and only deleted when no listing belongs to them', async () => {
    const db = await getDb();
    const [district] = await db.select().from(districts).limit(1);
    const parsed = parseProject({ nameEn: 'Qxz Admin Tower', nameJa: 'Qxz管理タワー', cityId: String(district.cityId), districtId: String(district.id), developerEn: 'ACME', poolJa: '屋外プール', completionYear: '2021' });
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
    const saved = await createProject(db, parsed.data, by);
    if (!saved.ok) throw new Error(JSON.stringify(saved.errors));
    const [row] = await db.select().from(projects).where(eq(projects.id, saved.id));
    expect(row).toMatchObject({ slug: 'qxz-admin-tower', developerEn: 'ACME', poolJa: '屋外プール', completionYear: 2021, sortName: 'qxz admin tower' });

    expect(await updateProject(db, saved.id, { ...parsed.data, nameEn: 'Qxz Admin Tower II' }, by)).toEqual({ ok: true, id: saved.id });
    const listed = await listListings(db, readFilters({ kind: 'project', q: 'qxz' }));
    expect(listed.rows).toEqual([expect.objectContaining({ kind: 'project', id: saved.id, nameEn: 'Qxz Admin Tower II', published: null })]);

    const [listing] = await db.select({ id: properties.id }).from(properties).where(eq(properties.cityId, district.cityId)).limit(1);
    await db.update(properties).set({ projectId: saved.id }).where(eq(properties.id, listing.id));
    expect(await deleteProject(db, saved.id, by)).toBe('inUse');
    await db.update(properties).set({ projectId: null }).where(eq(properties.id, listing.id));
    expect(await deleteProject(db, saved.id, by)).toEqual([]);
    expect(await db.select().from(projects).where(eq(projects.id, saved.id))).toHaveLength(0);
  });

  it('refuses a district of another city', async () => {
    const db = await getDb();
    const [district] = await db.select().from(districts).limit(1);
    const parsed = parseProject({ nameEn: 'Wrong', nameJa: '違う', cityId: String(district.cityId + 1), districtId: String(district.id) });
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
    expect(await createProject(db, parsed.data, by)).toEqual({ ok: false, errors: { districtId: 'notInCity' } });
  });
});

describe('the back-office list', () => {
  it('filters by kind, city, status and text, and reads any query without failing', async () => {
    const db = await getDb();
    const drafts = await listListings(db, readFilters({ status: 'draft' }));
    expect(drafts.rows.every((r) => r.published === false)).toBe(true);
    const offices = await listListings(db, readFilters({ kind: 'office', city: '1' }));
    expect(offices.total).toBeGreaterThan(0);
    expect(offices.rows.every((r) => r.kind === 'office' && r.cityId === 1)).toBe(true);
    expect(offices.rows.length).toBeLessThanOrEqual(25);
    const nonsense = readFilters({ kind: 'nope', city: 'x', status: ['a', 'b'], q: '%_\\', page: '-3' });
    expect(nonsense).toEqual({ kind: 'all', city: undefined, status: 'any', q: '%_\\', page: 1 });
    expect((await listListings(db, nonsense)).total).toBe(0);
  });
});
