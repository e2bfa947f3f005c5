import { count, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { getDb } from '@/lib/server/db/client';
import { properties, specialListProperties, specialLists } from '@/lib/server/db/schema';
import { deleteSpecialList, getSpecialListForAdmin, saveSpecialList } from '@/lib/server/content-admin/special-lists';
import { getSpecialList, getSpecialListProperties } from '@/lib/server/special-lists';
import { makeStaff } from '../support/staff';

vi.mock('next/headers', () => ({
  headers: async () => new Headers(),
  cookies: async () => ({ get: () => undefined, set: () => {}, delete: () => {} }),
}));

async function actor() {
  const made = await makeStaff('editor');
  return { id: made.id, email: made.email };
}

describe('special lists in the back office', () => {
  it('keeps the listings given by code or id in the given order, and the public list follows', async () => {
    const db = await getDb();
    const picks = await db.select({ id: properties.id, code: properties.code }).from(properties).where(eq(properties.isPublished, true)).limit(3);
    const who = await actor();
    const saved = await saveSpecialList(db, who, null, { nameEn: 'Near the lake', nameJa: '湖の近く', cityId: '', position: '1', listings: `${picks[2].code.toLowerCase()}\n${picks[0].id}, ${picks[1].code}` });
    if (!saved?.ok) throw new Error(JSON.stringify(saved));
    expect((await getSpecialListForAdmin(db, saved.id))?.listings).toEqual([picks[2].code, picks[0].code, picks[1].code]);
    expect((await getSpecialList(saved.id, 'jp'))?.name).toBe('湖の近く');
    const page = await getSpecialListProperties({ language: 'en', specialId: saved.id, pageIndex: 1, pageSize: 10 });
    expect(page?.items.map((i) => i.id)).toEqual([picks[2].id, picks[0].id, picks[1].id]);

    expect(await saveSpecialList(db, who, saved.id, { nameEn: 'Near the lake', nameJa: '湖の近く', listings: picks[1].code })).toEqual({ ok: true, id: saved.id });
    expect((await getSpecialListForAdmin(db, saved.id))?.listings).toEqual([picks[1].code]);

    expect(await deleteSpecialList(db, who, saved.id)).toBe(true);
    expect(await getSpecialList(saved.id, 'en')).toBeNull();
    const [left] = await db.select({ n: count() }).from(specialListProperties).where(eq(specialListProperties.specialListId, saved.id));
    expect(left.n).toBe(0);
  });

  it('names the unknown codes and stores nothing', async () => {
    const db = await getDb();
    const [before] = await db.select({ n: count() }).from(specialLists);
    const result = await saveSpecialList(db, await actor(), null, { nameEn: 'x', nameJa: '', listings: 'NOPE-1 999999999' });
    expect(result).toEqual({ ok: false, fields: { nameJa: 'required' } });
    const second = await saveSpecialList(db, await actor(), null, { nameEn: 'x', nameJa: 'エックス', listings: 'NOPE-1 999999999' });
    expect(second).toEqual({ ok: false, fields: { listings: 'codesUnknown' }, details: { codes: 'NOPE-1, 999999999' } });
    const [after] = await db.select({ n: count() }).from(specialLists);
    expect(after.n).toBe(before.n);
  });
});
