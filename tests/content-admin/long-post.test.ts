import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';

// The server action reads the session cookie through next/headers: the test hands it one.
const { request } = await vi.hoisted(() => import('../support/staff-request'));
vi.mock('next/headers', () => import('../support/staff-request').then((m) => m.nextHeaders));

import { savePostAction } from '@/app/admin/(office)/content/actions';
import { BODY_MAX } from '@/lib/server/content-admin/posts';
import { getDb } from '@/lib/server/db/client';
import { blogs } from '@/lib/server/db/schema';
import { makeStaff, sessionCookie } from '../support/staff';

/**
 * A blog post of 99 007 characters, which the schema allows, could not be saved (the
 * middleware cut the action's body at 64 kB and Next answered 500). The transport is checked
 * against the built server by `npm run test:abuse`; this is the editor's action storing it whole.
 */
const paragraph = (text: string) => `<p>${text}</p>`;
/** Rich text of exactly `length` characters, in paragraphs, as the sanitiser keeps it. */
function bodyOf(length: number, sentence: string): string {
  const parts: string[] = [];
  let left = length;
  while (left > 0) {
    const room = Math.min(left, 2_000) - paragraph('').length;
    if (room < 1) throw new Error(`no paragraph fits in the last ${left} characters`);
    const text = sentence.repeat(Math.ceil(room / sentence.length)).slice(0, room).trimEnd().padEnd(room, '.');
    parts.push(paragraph(text));
    left -= paragraph(text).length;
  }
  return parts.join('');
}

function form(values: Record<string, string>): FormData {
  const f = new FormData();
  for (const [k, v] of Object.entries(values)) f.append(k, v);
  return f;
}

const savedId = (error: unknown) => Number(/\/admin\/content\/blogs\/(\d+)\?notice=saved/.exec((error as { digest?: string }).digest ?? '')?.[1]);

beforeAll(async () => {
  request.cookie = await sessionCookie((await makeStaff('editor')).email);
});

describe('a long blog post through the editor', () => {
  it('saves a body of 99 007 characters whole, and one of the schema\'s limit in Japanese beside it', async () => {
    const contentEn = bodyOf(99_007, 'Renting in Hanoi: deposits, contracts and what the landlord pays. ');
    const contentJa = bodyOf(BODY_MAX, 'ハノイでの賃貸契約、敷金、家主の負担について。');
    expect([contentEn.length, contentJa.length]).toEqual([99_007, BODY_MAX]);
    const values = { kind: 'blogs', titleEn: 'A long guide', titleJa: '長いガイド', slug: 'a-long-guide-issue-40', contentEn, contentJa, publicDate: '2026-12-01' };
    const outcome = await savePostAction({}, form(values)).catch((error: unknown) => error);
    const id = savedId(outcome);
    expect(id, String((outcome as { digest?: string }).digest ?? JSON.stringify(outcome).slice(0, 300))).toBeGreaterThan(0);
    const [row] = await (await getDb()).select().from(blogs).where(eq(blogs.id, id));
    expect(row.contentEn).toBe(contentEn);
    expect(row.contentJa).toBe(contentJa);
  });

  it('answers a body past the limit with its field\'s message, keeping what was typed, and stores nothing', async () => {
    const contentEn = bodyOf(BODY_MAX + 1_000, 'Too long. ');
    const values = { kind: 'blogs', titleEn: 'Too long', titleJa: '長すぎ', slug: 'too-long-issue-40', contentEn, contentJa: '<p>短い</p>', publicDate: '2026-12-01' };
    const state = await savePostAction({}, form(values));
    expect(state.fields).toEqual({ contentEn: 'tooLong' });
    expect(state.values?.contentEn).toBe(contentEn);
    expect(await (await getDb()).select().from(blogs).where(eq(blogs.slug, 'too-long-issue-40'))).toEqual([]);
  });
});
