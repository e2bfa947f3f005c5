import fs from 'node:fs';
import path from 'node:path';
import { count, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { mediaDir } from '@/lib/server/media';
import { getDb } from '@/lib/server/db/client';
import { auditLog, banners, contentVersion } from '@/lib/server/db/schema';
import { deleteBanner, getBanner, saveBanner } from '@/lib/server/content-admin/banners';
import { getBanners } from '@/lib/server/site';
import { makeStaff } from '../support/staff';

vi.mock('next/headers', () => ({
  headers: async () => new Headers(),
  cookies: async () => ({ get: () => undefined, set: () => {}, delete: () => {} }),
}));

// Banners must name an image on the server: the ones these tests save are made here.
beforeAll(() => {
  fs.mkdirSync(mediaDir('images'), { recursive: true });
  for (const name of ['banner-new.webp', 'a-w1280.webp']) fs.writeFileSync(path.join(mediaDir('images'), name), 'x');
});

describe('banners in the back office', () => {
  it('creates, edits and deletes a banner the public banner list follows, each step audited', async () => {
    const db = await getDb();
    const made = await makeStaff('editor');
    const actor = { id: made.id, email: made.email };
    const version = async () => (await db.select({ v: contentVersion.version }).from(contentVersion))[0].v;
    const before = await version();
    const created = await saveBanner(db, actor, null, { name: 'OFFICE', cityId: '', image: 'banner-new.webp', titleEn: 'Offices in Hanoi', titleJa: 'ハノイのオフィス', position: '0' });
    if (!created?.ok) throw new Error('not created');
    // The content tables' trigger raises the version the public caches follow.
    expect(Number(await version())).toBeGreaterThan(Number(before));
    expect((await getBanners('jp')).find((b) => b.id === created.id)).toMatchObject({ name: 'OFFICE', title: 'ハノイのオフィス' });

    expect(await saveBanner(db, actor, created.id, { name: 'RESIDENCE', cityId: '', image: 'banner-new.webp', titleEn: 'Homes', position: '3' })).toEqual({ ok: true, id: created.id });
    expect(await getBanner(db, created.id)).toMatchObject({ name: 'RESIDENCE', titleEn: 'Homes', titleJa: null, position: 3 });

    expect(await deleteBanner(db, actor, created.id)).toBe(true);
    expect((await getBanners('en')).some((b) => b.id === created.id)).toBe(false);
    const entries = await db.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.entityId, String(created.id))).orderBy(desc(auditLog.id));
    expect(entries.filter((e) => e.action.startsWith('content.banner')).map((e) => e.action)).toEqual(['content.banner.delete', 'content.banner.update', 'content.banner.create']);
  });

  it('stores nothing for bad input, with a message per field', async () => {
    const db = await getDb();
    const made = await makeStaff('editor');
    const [before] = await db.select({ n: count() }).from(banners);
    const result = await saveBanner(db, { id: made.id, email: made.email }, null, { name: 'POPUP', cityId: '987654', image: 'javascript:alert(1)', position: '-4' });
    expect(result).toEqual({ ok: false, fields: { name: 'choose', image: 'imageName', position: 'numberInvalid' } });
    expect(await saveBanner(db, { id: made.id, email: made.email }, null, { name: 'OFFICE', cityId: '987654', image: 'a.jpg' })).toEqual({ ok: false, fields: { cityId: 'choose' } });
    const [after] = await db.select({ n: count() }).from(banners);
    expect(after.n).toBe(before.n);
  });
});
