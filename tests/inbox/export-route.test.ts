import { NextRequest } from 'next/server';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Staff } from '@/lib/server/staff/session';
import { makeContact } from './fixtures';

// The route reads the session itself; here a header names who is signed in.
const people: Record<string, Staff> = {};
vi.mock('@/lib/server/staff/session', () => ({
  staffFromHeaders: async (h: Headers) => people[h.get('x-test-staff') ?? ''] ?? null,
}));

const person = (id: string, role: Staff['role'], language: Staff['language'] = 'en'): Staff => ({ id, name: id, email: `${id}@example.test`, role, language, twoFactorEnabled: false, passwordChangeRequired: false });

async function download(query: string, who?: string) {
  const { GET } = await import('@/app/admin/(office)/inbox/export.csv/route');
  return GET(new NextRequest(`http://localhost/admin/inbox/export.csv${query}`, { headers: who ? { 'x-test-staff': who } : {} }));
}

const tag = `csv${Date.now()}`;
beforeAll(async () => {
  people.agent = person('agent', 'agent');
  people.agentJa = person('agentJa', 'agent', 'ja');
  people.editor = person('editor', 'editor');
  await makeContact({ fullName: `=HYPERLINK("x") ${tag}`, email: 'evil@example.test' });
  await makeContact({ fullName: `Plain ${tag}`, email: 'plain@example.test', status: 'closed' });
});

describe('GET /admin/inbox/export.csv', () => {
  it('answers 403 with a message to an anonymous visitor and to an editor', async () => {
    for (const who of [undefined, 'editor']) {
      const res = await download('', who);
      expect(res.status).toBe(403);
      expect(typeof ((await res.json()) as { message: unknown }).message).toBe('string');
    }
  });

  it('gives an agent the filtered rows as Excel-ready CSV, formulas defused', async () => {
    const res = await download(`?q=${tag}&status=new`, 'agent');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="inbox-\d{4}-\d{2}-\d{2}\.csv"$/);
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes).slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe('"ID","Received","Kind","Name","E-mail","Phone","City","Status","Assignee","First reply","Listings asked about","Message","Notes"');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`"'=HYPERLINK(""x"") ${tag}","evil@example.test",`);
  });

  it('labels the columns in the member’s language and ignores filters it cannot read', async () => {
    const res = await download(`?q=${tag}&status=bogus&from=never`, 'agentJa');
    const text = (await res.text()).replace(/^\uFEFF/, '');
    expect(text.split('\r\n')[0]).toBe('"ID","受信日時","種別","氏名","メールアドレス","電話番号","都市","ステータス","担当者","初回返信日時","お問い合わせ物件","お問い合わせ内容","社内メモ"');
    expect(text.trimEnd().split('\r\n')).toHaveLength(3);
  });
});
