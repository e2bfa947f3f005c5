import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { getDb } from '@/lib/server/db/client';
import { banners, blogs, media } from '@/lib/server/db/schema';
import { saveBanner } from '@/lib/server/content-admin/banners';
import { existingImages, pickerImages } from '@/lib/server/content-admin/media';
import { mediaUploadHandler } from '@/lib/server/content-admin/media-upload';
import { createPost, futureDateProblem, officeToday, setPublished } from '@/lib/server/content-admin/posts';
import { mediaDir } from '@/lib/server/media';
import type { Staff } from '@/lib/server/staff/session';
import { makeStaff } from '../support/staff';

vi.mock('next/headers', () => ({
  headers: async () => new Headers(),
  cookies: async () => ({ get: () => undefined, set: () => {}, delete: () => {} }),
}));

/** The media library (banner images checked) and a future-dated post. */
let editor: Staff;
let jpeg: Uint8Array<ArrayBuffer>;

beforeAll(async () => {
  const made = await makeStaff('editor');
  editor = { id: made.id, name: 'Editor', email: made.email, role: 'editor', language: 'ja', twoFactorEnabled: false, passwordChangeRequired: false };
  jpeg = new Uint8Array(await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#2a7' } }).jpeg().toBuffer());
});

function upload(files: [Blob, string][], fields: Record<string, string>, headers: Record<string, string> = {}) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (const [blob, name] of files) form.append('files', blob, name);
  return new Request('http://localhost/admin/photos/media', { method: 'POST', body: form, headers });
}
const as = (who: Staff | null) => mediaUploadHandler({ staffOf: async () => who });

describe('the media library', () => {
  it('stores uploaded images as WebP with their alt text in both languages, names a bad file, and refuses agents', async () => {
    const agent = await as({ ...editor, id: 'agent', role: 'agent' })(upload([[new Blob([jpeg]), 'a.jpg']], {}));
    expect(agent.status).toBe(403);

    const res = await as(editor)(upload([[new Blob([jpeg]), 'terrace.jpg'], [new Blob(['%PDF-1.4']), 'plan.pdf']], { altEn: 'Terrace over the lake', altJa: '湖を望むテラス' }));
    expect(res.status).toBe(200);
    const body = (await res.json()) as { added: number; refused: { name: string; problem: string; message: string }[] };
    expect(body.added).toBe(1);
    // The member's language is Japanese.
    expect(body.refused).toEqual([{ name: 'plan.pdf', problem: 'notImage', message: expect.stringMatching(/^plan\.pdf：/) }]);
    const db = await getDb();
    const [row] = await db.select().from(media).where(eq(media.originalName, 'terrace.jpg'));
    expect(row).toMatchObject({ altEn: 'Terrace over the lake', altJa: '湖を望むテラス', width: 1200, height: 800 });
    expect(row.file).toMatch(/^media\/[0-9a-f-]+\.webp$/);
    expect((await sharp(fs.readFileSync(path.join(mediaDir('images'), row.file))).metadata()).format).toBe('webp');
    expect((await pickerImages(db, 'ja')).find((i) => i.file === row.file)).toMatchObject({ alt: '湖を望むテラス', src: `/images/${row.file}` });

    const browser = await as(editor)(upload([[new Blob(['x']), 'broken.png']], {}, { accept: 'text/html' }));
    expect(browser.status).toBe(303);
    expect(browser.headers.get('location')).toBe('/admin/content/media?uploadError=notImage&refused=notImage%3Abroken.png');
  });

  it('saves a banner only with an image on the server, and the home banner leaves out a missing one', async () => {
    const db = await getDb();
    const [item] = await db.select().from(media).limit(1);
    const typo = await saveBanner(db, editor, null, { name: 'RESIDENCE', cityId: '', image: 'banner-hanoi-typo.jpg', titleEn: 'Homes', titleJa: '住まい' });
    expect(typo).toEqual({ ok: false, fields: { image: 'imageMissing' } });
    expect(await db.select().from(banners).where(eq(banners.image, 'banner-hanoi-typo.jpg'))).toEqual([]);
    const saved = await saveBanner(db, editor, null, { name: 'RESIDENCE', cityId: '', image: item.file, titleEn: 'Homes by the lake', titleJa: '湖畔の住まい' });
    expect(saved).toMatchObject({ ok: true });
    expect(await existingImages([item.file, 'banner-hanoi-typo.jpg'])).toEqual(new Set([item.file]));
  });
});

describe('a post dated in the future', () => {
  const post = (overrides: Record<string, string>) => ({
    titleEn: 'Tet holidays', titleJa: 'テト休暇', slug: `tet-${Math.random().toString(36).slice(2, 8)}`, contentEn: '<p>Closed.</p>', contentJa: '<p>休業します。</p>', publicDate: officeToday(), ...overrides,
  });
  const tomorrow = () => new Date(Date.now() + 36 * 3600_000).toISOString().slice(0, 10);

  it('is refused when published, with today named; kept as a draft, and not published before its day', async () => {
    const db = await getDb();
    const refused = await createPost(db, editor, 'blogs', post({ isPublished: 'on', publicDate: '2030-01-01' }));
    expect(refused).toEqual({ ok: false, fields: { publicDate: 'dateFuture' }, details: { today: officeToday() } });
    const draft = await createPost(db, editor, 'blogs', post({ publicDate: tomorrow() }));
    expect(draft.ok).toBe(true);
    if (!draft.ok) return;
    expect(await setPublished(db, editor, 'blogs', draft.id, true)).toBe('future');
    expect((await db.select({ p: blogs.isPublished }).from(blogs).where(eq(blogs.id, draft.id)))[0].p).toBe(false);
    expect(await createPost(db, editor, 'blogs', post({ isPublished: 'on' }))).toMatchObject({ ok: true });
  });

  it('reads today in Vietnam: 23:30 UTC is already the next day there', () => {
    const now = new Date('2026-11-28T23:30:00Z');
    expect(officeToday(now)).toBe('2026-11-29');
    expect(futureDateProblem({ isPublished: true, publicDate: '2026-11-29' }, now)).toBeNull();
    expect(futureDateProblem({ isPublished: true, publicDate: '2026-11-30' }, now)).toEqual({ today: '2026-11-29' });
    expect(futureDateProblem({ isPublished: false, publicDate: '2030-01-01' }, now)).toBeNull();
  });
});
