/**
 * Settings show what was saved, keep what was typed when refused, and save on a fresh install
 * without a default address; the reply address choice is stored.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';

const { request } = await vi.hoisted(() => import('../support/staff-request'));
vi.mock('next/headers', () => import('../support/staff-request').then((m) => m.nextHeaders));

import { saveSettingsAction } from '@/app/admin/(office)/settings/actions';
import { getDb } from '@/lib/server/db/client';
import { appSettings } from '@/lib/server/db/schema';
import { formOf, staffSessions } from '../support/action-roles';

const { cookies } = staffSessions();

describe('the settings form state', () => {
  it('answers a save with the stored values, a refusal with the typed ones, and needs no default address', async () => {
    request.cookie = cookies.admin;
    const db = await getDb();
    await db.delete(appSettings).where(eq(appSettings.key, 'staffAddresses'));
    // A fresh install: only the rate is typed, no default address.
    const saved = await saveSettingsAction({}, formOf({ default: '', jpy: '151.50', vnd: '25,400', asOf: '2026-11-20', replyAddress: 'agent' }));
    expect(saved).toMatchObject({ done: true, values: { default: '', jpy: '151.5', vnd: '25400', asOf: '2026-11-20', replyAddress: 'agent' } });
    const [stored] = await db.select().from(appSettings).where(eq(appSettings.key, 'replyAddress'));
    expect(stored.value).toBe('agent');

    const refused = await saveSettingsAction({}, formOf({ default: 'hanoi@agency', jpy: '152', vnd: '25000', asOf: '2026-11-20', replyAddress: 'shared' }));
    expect(refused).toMatchObject({ fields: { default: 'emailInvalid' }, values: { default: 'hanoi@agency', jpy: '152' } });
  });
});
