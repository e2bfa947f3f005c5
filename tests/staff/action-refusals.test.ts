import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';

// The server actions read the session cookie through next/headers: the test hands them one.
const { request } = await vi.hoisted(() => import('../support/staff-request'));
vi.mock('next/headers', () => import('../support/staff-request').then((m) => m.nextHeaders));

import { savePostAction } from '@/app/admin/(office)/content/actions';
import ForbiddenPage from '@/app/admin/(office)/forbidden/page';
import { statusAction } from '@/app/admin/(office)/inbox/[id]/actions';
import { publishAction } from '@/app/admin/(office)/listings/actions';
import { saveSettingsAction } from '@/app/admin/(office)/settings/actions';
import { getDb } from '@/lib/server/db/client';
import { properties } from '@/lib/server/db/schema';
import { forbidden, formOf, postForm, settingsForm, snapshot, staffSessions } from '../support/action-roles';

/** The settings' bounds and the 403 of a refused form posted without JavaScript. */
const { cookies } = staffSessions();

describe('the settings action', () => {
  it('keeps exchange rates and their day within sane bounds, each field told its own, and stores nothing else', async () => {
    request.cookie = cookies.admin;
    expect(await saveSettingsAction({}, settingsForm())).toMatchObject({ done: true });
    const before = await snapshot();
    const tomorrowPlus = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    const cases: [Record<string, string>, Record<string, string>][] = [
      [{ jpy: '0.0000001', vnd: '0.0000001' }, { jpy: 'jpyRange', vnd: 'vndRange' }],
      [{ jpy: '1000.5', vnd: '100001' }, { jpy: 'jpyRange', vnd: 'vndRange' }],
      [{ jpy: '0', vnd: '999' }, { jpy: 'jpyRange', vnd: 'vndRange' }],
      [{ jpy: '-150', vnd: '-25000' }, { jpy: 'jpyRange', vnd: 'vndRange' }],
      [{ jpy: 'abc', vnd: '1e5' }, { jpy: 'rateInvalid', vnd: 'rateInvalid' }],
      [{ asOf: '0001-01-01' }, { asOf: 'dateRange' }],
      [{ asOf: '9999-12-31' }, { asOf: 'dateRange' }],
      [{ asOf: tomorrowPlus }, { asOf: 'dateRange' }],
      [{ asOf: '2026-02-30' }, { asOf: 'dateInvalid' }],
    ];
    for (const [patch, fields] of cases) {
      const form = formOf({ default: 'office@agency.test', jpy: '150', vnd: '25000', asOf: '2026-11-27', ...patch });
      expect(await saveSettingsAction({}, form), JSON.stringify(patch)).toMatchObject({ fields });
    }
    expect(await snapshot()).toEqual(before);
    const edges = formOf({ default: 'office@agency.test', jpy: '1', vnd: '100,000', asOf: '2000-01-01' });
    expect(await saveSettingsAction({}, edges)).toMatchObject({ done: true });
    expect(await saveSettingsAction({}, settingsForm())).toMatchObject({ done: true });
  });
});

describe('a refused action posted by a form without JavaScript', () => {
  // Next answers a forbidden() thrown by such a post (multipart or URL-encoded, no Next-Action
  // header) with its bare 404 page: the refusal sends it on to the 403 page instead.
  const formPost = { 'content-type': 'multipart/form-data; boundary=----form' };
  const toForbiddenPage = expect.objectContaining({ digest: expect.stringMatching(/^NEXT_REDIRECT;push;\/admin\/forbidden;/) });

  it('is sent on to the 403 page, changing nothing, whichever role and area', async () => {
    const db = await getDb();
    const [listing] = await db.select({ id: properties.id, isPublished: properties.isPublished }).from(properties).limit(1);
    const before = await snapshot();
    try {
      request.headers = formPost;
      request.cookie = cookies.editor;
      await expect(saveSettingsAction({}, settingsForm())).rejects.toEqual(toForbiddenPage);
      await expect(statusAction(1, { status: 'idle' }, formOf({ status: 'closed' }))).rejects.toEqual(toForbiddenPage);
      request.cookie = cookies.agent;
      await expect(publishAction(formOf({ id: String(listing.id), publish: String(!listing.isPublished) }))).rejects.toEqual(toForbiddenPage);
      request.headers = { 'content-type': 'application/x-www-form-urlencoded' };
      await expect(savePostAction({}, postForm('blogs'))).rejects.toEqual(toForbiddenPage);
      // Called by the page's script (the Next-Action header), the action answers 403 itself.
      request.headers = { ...formPost, 'next-action': '7f00' };
      await expect(savePostAction({}, postForm('blogs'))).rejects.toEqual(forbidden);
    } finally {
      request.headers = {};
    }
    expect(await snapshot()).toEqual(before);
    const [after] = await db.select({ isPublished: properties.isPublished }).from(properties).where(eq(properties.id, listing.id));
    expect(after.isPublished).toBe(listing.isPublished);
  });

  it('lands on a page that answers 403', () => {
    expect(() => ForbiddenPage()).toThrow(expect.objectContaining({ digest: 'NEXT_HTTP_ERROR_FALLBACK;403' }));
  });
});

