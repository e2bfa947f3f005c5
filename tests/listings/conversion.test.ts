import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';

// The server actions read the session cookie through next/headers: the test hands them one.
const { request } = await vi.hoisted(() => import('../support/staff-request'));
vi.mock('next/headers', () => import('../support/staff-request').then((m) => m.nextHeaders));

import { savePropertyAction } from '@/app/admin/(office)/listings/actions';
import { getDb } from '@/lib/server/db/client';
import { auditLog, districts, inboxItems, ownerSubmissions, properties, propertyTypes } from '@/lib/server/db/schema';
import { createFromOwner, ownerDraft } from '@/lib/server/listings/from-owner';
import { parseProperty } from '@/lib/server/listings/form';
import { listOwnerRegistrations } from '@/lib/server/listings/owners';
import { createProperty, loadProperty } from '@/lib/server/listings/store';
import { propertyValues } from '@/lib/server/listings/values';
import { makeStaff, sessionCookie } from '../support/staff';

const by = { actor: { id: 't-editor', email: 'editor@example.com' }, clientAddress: '127.0.0.1' };
const none = async () => null;

let base: Record<string, string>;
beforeAll(async () => {
  const db = await getDb();
  const [district] = await db.select().from(districts).limit(1);
  const [type] = await db.select().from(propertyTypes).where(eq(propertyTypes.category, 0)).limit(1);
  base = { nameEn: 'Conversion test flat', nameJa: '変換テストのアパート', cityId: String(district.cityId), districtId: String(district.id), typeId: String(type.id), leasePriceMin: '1200', sizeMin: '70', bedroomMin: '2' };
  request.cookie = await sessionCookie((await makeStaff('editor')).email);
});

async function registration(language = 'ja') {
  const db = await getDb();
  const [s] = await db
    .insert(ownerSubmissions)
    .values({ language, fullName: '山田 太郎', phone: '0901234567', email: 'yamada@example.com', addressForLease: '12 Xuan Dieu, Tay Ho', currency: 'USD', leasePrice: 1300 })
    .returning({ id: ownerSubmissions.id });
  await db.insert(inboxItems).values({ kind: 'owner', refId: s.id, email: 'yamada@example.com', name: '山田 太郎', language });
  return s.id;
}

const statusOf = async (id: number) =>
  (await (await getDb()).select({ status: inboxItems.status }).from(inboxItems).where(and(eq(inboxItems.kind, 'owner'), eq(inboxItems.refId, id))))[0]?.status;

describe('an owner registration made into a listing', () => {
  it('puts the street address in the address, not a name, and leaves both names to the editor', async () => {
    const id = await registration('ja');
    const draft = await ownerDraft(await getDb(), id);
    expect(draft?.values).toMatchObject({ address: '12 Xuan Dieu, Tay Ho', nameEn: '', nameJa: '', leasePriceMin: '1300' });
    expect(draft?.existing).toBeUndefined();
  });

  it('links the registration to its listing, moves it to "in progress", and refuses a second listing, pointing to the first', async () => {
    const db = await getDb();
    const id = await registration();
    const parsed = parseProperty('residence', { ...base, address: '12 Xuan Dieu, Tay Ho' });
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
    const first = await createFromOwner(db, parsed.data, id, by, none);
    if (!first.ok) throw new Error(JSON.stringify(first.errors));
    expect(await statusOf(id)).toBe('in_progress');
    expect((await loadProperty(db, first.id))?.address).toBe('12 Xuan Dieu, Tay Ho');
    expect((await ownerDraft(db, id))?.existing).toBe(first.id);
    const { rows } = await listOwnerRegistrations(db, 'en', 1);
    expect(rows.find((r) => r.id === id)).toMatchObject({ listingId: first.id, status: 'in_progress' });

    const count = await db.$count(properties);
    expect(await createFromOwner(db, parsed.data, id, by, none)).toEqual({ ok: false, errors: { form: 'converted' }, existing: first.id });
    // Even past the first check (two tabs at once), the store refuses it.
    expect(await createProperty(db, parsed.data, by, { fromOwner: id })).toMatchObject({ ok: false, existing: first.id });
    expect(await db.$count(properties)).toBe(count);
  });

  it('leaves a registration already being answered at its status', async () => {
    const db = await getDb();
    const id = await registration();
    await db.update(inboxItems).set({ status: 'answered' }).where(and(eq(inboxItems.kind, 'owner'), eq(inboxItems.refId, id)));
    const parsed = parseProperty('residence', { ...base, nameEn: 'Answered owner flat' });
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
    expect((await createFromOwner(db, parsed.data, id, by, none)).ok).toBe(true);
    expect(await statusOf(id)).toBe('answered');
  });
});

describe('publishing from the edit page', () => {
  const formOf = (values: Record<string, string | string[]>) => {
    const form = new FormData();
    for (const [k, v] of Object.entries(values)) for (const one of [v].flat()) form.append(k, one);
    return form;
  };

  it('saves the edits posted with Publish / Unpublish, and publishes nothing when the edits are refused', async () => {
    const db = await getDb();
    const parsed = parseProperty('residence', base);
    if (!parsed.ok) throw new Error('parse');
    const made = await createProperty(db, parsed.data, by);
    if (!made.ok) throw new Error('create');
    // The form as the edit page shows it (the stored values), as a browser posts it.
    const stored: { row: Awaited<ReturnType<typeof loadProperty>> } = { row: await loadProperty(db, made.id) };
    const posted = () => ({ kind: 'residence', id: String(made.id), ...propertyValues(stored.row!) });

    // Publish with a changed rent: published, and the rent stored.
    await expect(savePropertyAction({}, formOf({ ...posted(), leasePriceMin: '1350', publish: 'true' }))).rejects.toEqual(
      expect.objectContaining({ digest: expect.stringContaining(`/admin/listings/${made.id}?notice=published`) }),
    );
    let row = await loadProperty(db, made.id);
    expect(row).toMatchObject({ isPublished: true, leasePriceMin: 1350 });

    // Unpublish with an implausible rent: refused with the field's code, still published, nothing stored.
    stored.row = row;
    const refused = await savePropertyAction({}, formOf({ ...posted(), leasePriceMin: '9000000', publish: 'false' }));
    expect(refused.errors).toEqual({ leasePriceMin: 'outOfBounds' });
    expect(refused.values).toMatchObject({ leasePriceMin: '9000000' });
    row = await loadProperty(db, made.id);
    expect(row).toMatchObject({ isPublished: true, leasePriceMin: 1350 });

    // Unpublish with nothing changed: no listing.update in the audit log, just the unpublish.
    const updates = () => db.$count(auditLog, and(eq(auditLog.action, 'listing.update'), eq(auditLog.entityId, String(made.id))));
    const before = await updates();
    await expect(savePropertyAction({}, formOf({ ...posted(), publish: 'false' }))).rejects.toEqual(
      expect.objectContaining({ digest: expect.stringContaining('?notice=unpublished') }),
    );
    expect(await updates()).toBe(before);
    expect((await loadProperty(db, made.id))?.isPublished).toBe(false);
  });
});
