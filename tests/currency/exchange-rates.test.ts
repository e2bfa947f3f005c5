import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { getDb } from '@/lib/server/db/client';
import { appSettings } from '@/lib/server/db/schema';
import { writeSetting } from '@/lib/server/staff/office-settings';
import type { Staff } from '@/lib/server/staff/session';
import { makeStaff } from '../support/staff';

const jar = vi.hoisted(() => ({ currency: undefined as string | undefined }));
vi.mock('next/headers', () => ({
  headers: async () => new Headers(),
  cookies: async () => ({ get: (name: string) => (name === 'currency' && jar.currency !== undefined ? { name, value: jar.currency } : undefined) }),
}));
// React's per-request cache() is a no-op outside a render only in the server build; here each call reads afresh.
vi.mock('react', async (original) => ({ ...(await original<typeof import('react')>()), cache: <F>(fn: F) => fn }));

const { currencyView, getExchangeRates } = await import('@/lib/server/exchange-rates');

describe('exchange rates on public pages', () => {
  it('shows no approximate amounts while no rate was ever saved, whatever the choice', async () => {
    // On PostgreSQL the test files share one database, which another file (or an earlier run) may have given a rate.
    await (await getDb()).delete(appSettings).where(eq(appSettings.key, 'exchangeRates'));
    expect(await getExchangeRates()).toBeNull();
    jar.currency = undefined;
    expect(await currencyView('jp')).toBeNull();
    jar.currency = 'vnd';
    expect(await currencyView('en')).toBeNull();
  });

  it('follows the rate staff save in the back office at once, and the visitor’s choice', async () => {
    const db = await getDb();
    const made = await makeStaff('admin');
    const admin: Staff = { id: made.id, email: made.email, name: 'Admin', role: 'admin', language: 'en', twoFactorEnabled: false, passwordChangeRequired: false };
    await writeSetting(db, 'exchangeRates', { jpy: 150.5, vnd: 25_400, asOf: '2026-11-26' }, admin, '192.0.2.1');

    jar.currency = undefined;
    expect(await currencyView('jp')).toEqual({ currency: 'jpy', rate: 150.5, asOf: '2026-11-26' });
    expect(await currencyView('en')).toBeNull();
    jar.currency = 'vnd';
    expect(await currencyView('en')).toEqual({ currency: 'vnd', rate: 25_400, asOf: '2026-11-26' });
    jar.currency = 'none';
    expect(await currencyView('jp')).toBeNull();

    // A new rate reaches the cached value through the content version (a trigger on app_settings).
    await writeSetting(db, 'exchangeRates', { jpy: 160, vnd: 26_000, asOf: '2026-11-27' }, admin, '192.0.2.1');
    jar.currency = 'jpy';
    expect(await currencyView('en')).toEqual({ currency: 'jpy', rate: 160, asOf: '2026-11-27' });
  });

  it('shows no approximate amounts for a stored rate outside the bounds a save now keeps (0.0000001 yen, year 9999)', async () => {
    const db = await getDb();
    const made = await makeStaff('admin');
    const admin: Staff = { id: made.id, email: made.email, name: 'Admin', role: 'admin', language: 'en', twoFactorEnabled: false, passwordChangeRequired: false };
    jar.currency = 'jpy';
    try {
      await writeSetting(db, 'exchangeRates', { jpy: 0.0000001, vnd: 25_400, asOf: '2026-11-26' }, admin, '192.0.2.1');
      expect(await currencyView('jp')).toBeNull();
      await writeSetting(db, 'exchangeRates', { jpy: 155, vnd: 25_400, asOf: '9999-12-31' }, admin, '192.0.2.1');
      expect(await currencyView('jp')).toBeNull();
    } finally {
      await writeSetting(db, 'exchangeRates', { jpy: 160, vnd: 26_000, asOf: '2026-11-27' }, admin, '192.0.2.1');
    }
  });
});
