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
import { officeLinks } from '@/lib/contact-channels';

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

describe('the city offices’ chat apps', () => {
  const base = { default: '', jpy: '155', vnd: '25400', asOf: '2026-11-20', replyAddress: 'shared' };

  it('are saved per city, shown back as stored, and offered to renters as links', async () => {
    request.cookie = cookies.admin;
    const saved = await saveSettingsAction({}, formOf({ ...base, 'line-2': ' @isn-hcm ', 'whatsapp-2': '+84 903 456 789', 'zalo-2': '+84 903-456-789', 'line-1': '' }));
    expect(saved).toMatchObject({ done: true, values: { 'line-2': '@isn-hcm', 'whatsapp-2': '+84 903 456 789', 'zalo-2': '+84 903-456-789', 'line-1': '' } });
    const db = await getDb();
    const [stored] = await db.select().from(appSettings).where(eq(appSettings.key, 'contactChannels'));
    expect(stored.value).toEqual({ byCity: { '2': { line: '@isn-hcm', whatsapp: '+84 903 456 789', zalo: '+84 903-456-789' } } });
    const links = officeLinks({ phone1: '+84 28 3823 5678', emailSupport1: 'support.hcm@isn-vietnam.example' }, (stored.value as { byCity: Record<string, Record<string, string>> }).byCity['2']);
    expect(links).toEqual({
      phone: { label: '+84 28 3823 5678', href: 'tel:+842838235678' },
      email: 'support.hcm@isn-vietnam.example',
      chats: [
        { app: 'line', href: 'https://line.me/R/ti/p/%40isn-hcm' },
        { app: 'whatsapp', href: 'https://wa.me/84903456789' },
        { app: 'zalo', href: 'https://zalo.me/0903456789' },
      ],
    });
  });

  it('refuse a LINE ID without its @ and a number without its country code, storing nothing', async () => {
    request.cookie = cookies.admin;
    const db = await getDb();
    const [before] = await db.select().from(appSettings).where(eq(appSettings.key, 'contactChannels'));
    const refused = await saveSettingsAction({}, formOf({ ...base, jpy: '160', 'line-1': 'isn-hanoi', 'whatsapp-1': '0912 345 678', 'zalo-3': '+84 90 123 4567' }));
    expect(refused).toMatchObject({ fields: { 'line-1': 'lineInvalid', 'whatsapp-1': 'mobileInvalid' }, values: { 'line-1': 'isn-hanoi', 'whatsapp-1': '0912 345 678' } });
    expect(refused.fields?.['zalo-3']).toBeUndefined();
    const [after] = await db.select().from(appSettings).where(eq(appSettings.key, 'contactChannels'));
    expect(after).toEqual(before);
    const [rates] = await db.select().from(appSettings).where(eq(appSettings.key, 'exchangeRates'));
    expect((rates.value as { jpy: number }).jpy).not.toBe(160);
  });
});
