import { NextRequest } from 'next/server';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { getDb } from '@/lib/server/db/client';
import { inboxNotes } from '@/lib/server/db/schema';
import { csvFileName } from '@/lib/server/inbox/export';
import type { Staff } from '@/lib/server/staff/session';
import { makeContact } from './fixtures';

// The route reads the session itself; here a header names who is signed in.
const people: Record<string, Staff> = {};
vi.mock('@/lib/server/staff/session', () => ({
  staffFromHeaders: async (h: Headers) => people[h.get('x-test-staff') ?? ''] ?? null,
}));

async function download(query: string, who: string) {
  const { GET } = await import('@/app/admin/(office)/inbox/export.csv/route');
  return GET(new NextRequest(`http://localhost/admin/inbox/export.csv${query}`, { headers: { 'x-test-staff': who } }));
}

const tag = `xd${Date.now()}`;
beforeAll(async () => {
  people.agent = { id: 'agent', name: 'agent', email: 'agent@example.test', role: 'agent', language: 'en', twoFactorEnabled: false, passwordChangeRequired: false };
  const { itemId } = await makeContact({ fullName: `Keiko ${tag}`, phone: '+84 912 345 678', otherRequirements: 'Two bedrooms near the Japanese school', propertyCodes: 'HCR000005, HCR000007' });
  await (await getDb()).insert(inboxNotes).values({ itemId, authorName: 'Agent Smith', body: 'Called back, viewing on Friday', createdAt: new Date('2026-03-02T03:00:00Z') });
});

afterEach(() => vi.useRealTimers());

describe('the inbox CSV', () => {
  it('carries each item’s phone, message, listings asked about and notes', async () => {
    const text = (await (await download(`?q=${tag}`, 'agent')).text()).replace(/^\uFEFF/, '');
    const [header, row] = text.trimEnd().split('\r\n');
    expect(header).toBe('"ID","Received","Kind","Name","E-mail","Phone","City","Status","Assignee","First reply","Listings asked about","Message","Notes"');
    // A leading + is defused like any formula start (lib/server/inbox/csv.ts).
    expect(row).toContain(`"Keiko ${tag}","taro@example.test","'+84 912 345 678"`);
    expect(row).toContain('"HCR000005, HCR000007","Two bedrooms near the Japanese school","2026-03-02 10:00 Agent Smith: Called back, viewing on Friday"');
  });

  it('names the file by the office’s day in Vietnam, not by UTC', async () => {
    // 18:30 UTC on 27 November is 01:30 on 28 November in Hanoi.
    expect(csvFileName(new Date('2026-11-27T18:30:00Z'))).toBe('inbox-2026-11-28.csv');
    expect(csvFileName(new Date('2026-11-27T16:59:00Z'))).toBe('inbox-2026-11-27.csv');
    vi.useFakeTimers({ now: new Date('2026-11-27T18:30:00Z'), toFake: ['Date'] });
    const res = await download(`?q=${tag}`, 'agent');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="inbox-2026-11-28.csv"');
  });
});
