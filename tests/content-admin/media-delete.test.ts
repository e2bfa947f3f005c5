import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';

// The server action reads the session cookie through next/headers: the test hands it one.
const { request } = await vi.hoisted(() => import('../support/staff-request'));
vi.mock('next/headers', () => import('../support/staff-request').then((m) => m.nextHeaders));

import { deleteMediaAction } from '@/app/admin/(office)/content/actions';
import { saveBanner } from '@/lib/server/content-admin/banners';
import { addMedia, deleteMedia, type MediaItem } from '@/lib/server/content-admin/media';
import { createPost } from '@/lib/server/content-admin/posts';
import { getDb } from '@/lib/server/db/client';
import { auditLog, media } from '@/lib/server/db/schema';
import { mediaDir } from '@/lib/server/media';
import { makeStaff, sessionCookie } from '../support/staff';

/** An image of the media library can be deleted once nothing uses it. */
let editor: { id: string; email: string };

beforeAll(async () => {
  editor = await makeStaff('editor');
  request.cookie = await sessionCookie(editor.email);
});

async function stored(name: string): Promise<MediaItem> {
  const data = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#3a6' } }).webp().toBuffer();
  const [item] = await addMedia(await getDb(), editor, [{ data, contentType: 'image/webp', ext: 'webp', width: 40, height: 30, name }], { altEn: name, altJa: name });
  return item;
}
const onDisk = (item: MediaItem) => fs.existsSync(path.join(mediaDir('images'), item.file));
const row = async (item: MediaItem) => (await (await getDb()).select().from(media).where(eq(media.id, item.id)))[0];
const audits = async (item: MediaItem) => (await getDb()).select().from(auditLog).where(and(eq(auditLog.entity, 'media'), eq(auditLog.entityId, String(item.id)), eq(auditLog.action, 'content.media.delete')));
const redirectOf = (error: unknown) => /;(\/admin\/[^;]+);/.exec((error as { digest?: string }).digest ?? '')?.[1];
const form = (id: number) => {
  const f = new FormData();
  f.append('id', String(id));
  return f;
};

describe('deleting an image of the media library', () => {
  it('deletes an unused one: the row, then its file, with an audit entry; a second delete says it is gone, not a 500', async () => {
    const item = await stored('unused.jpg');
    expect(onDisk(item)).toBe(true);
    expect(redirectOf(await deleteMediaAction(form(item.id)).catch((e: unknown) => e))).toBe('/admin/content/media?notice=deleted');
    expect(await row(item)).toBeUndefined();
    expect(onDisk(item)).toBe(false);
    const [entry] = await audits(item);
    expect(entry).toMatchObject({ actorId: editor.id, before: { file: item.file, originalName: 'unused.jpg' } });

    expect(redirectOf(await deleteMediaAction(form(item.id)).catch((e: unknown) => e))).toBe('/admin/content/media?notice=notFound');
    expect(await deleteMedia(await getDb(), editor, item.id)).toEqual({ ok: false, reason: 'notFound' });
    expect(await audits(item)).toHaveLength(1);
  });

  it('refuses one a banner or a post body still uses, naming where, and removes nothing', async () => {
    const db = await getDb();
    const onBanner = await stored('banner.jpg');
    const inBody = await stored('inline.jpg');
    const banner = await saveBanner(db, editor, null, { name: 'RESIDENCE', cityId: '', image: onBanner.file, titleEn: 'Lake homes', titleJa: '湖畔の住まい' });
    const post = await createPost(db, editor, 'blogs', {
      titleEn: 'Terraces', titleJa: 'テラス', slug: `terraces-${onBanner.id}`, contentEn: `<p>Look:</p><p><img src="/images/${inBody.file}" alt="x"></p>`, contentJa: '<p>テラス</p>', publicDate: '2026-11-01',
    });
    if (!banner?.ok || !post.ok) throw new Error('setup failed');

    expect(await deleteMedia(db, editor, onBanner.id)).toEqual({ ok: false, reason: 'inUse', uses: [{ kind: 'banner', id: banner.id, name: 'Lake homes', href: `/admin/content/banners/${banner.id}` }] });
    expect(await deleteMedia(db, editor, inBody.id)).toEqual({ ok: false, reason: 'inUse', uses: [{ kind: 'blogs', id: post.id, name: 'Terraces', href: `/admin/content/blogs/${post.id}` }] });
    // Through the form: back to the confirmation page, which names the places.
    expect(redirectOf(await deleteMediaAction(form(onBanner.id)).catch((e: unknown) => e))).toBe(`/admin/content/media/${onBanner.id}/delete?refused=inUse`);
    for (const item of [onBanner, inBody]) {
      expect(await row(item)).toMatchObject({ file: item.file });
      expect(onDisk(item)).toBe(true);
      expect(await audits(item)).toHaveLength(0);
    }
  });
});
