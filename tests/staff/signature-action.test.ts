/** A staff member's own reply signatures, saved from the account page. */
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';

const { request } = await vi.hoisted(() => import('../support/staff-request'));
vi.mock('next/headers', () => import('../support/staff-request').then((m) => m.nextHeaders));

import { saveSignatureAction } from '@/app/admin/(office)/account/actions';
import { getDb } from '@/lib/server/db/client';
import { auditLog, staffUsers } from '@/lib/server/db/schema';
import { formOf } from '../support/action-roles';
import { makeStaff, sessionCookie } from '../support/staff';

async function stored(id: string) {
  const [row] = await (await getDb()).select({ en: staffUsers.signatureEn, ja: staffUsers.signatureJa }).from(staffUsers).where(eq(staffUsers.id, id));
  return row;
}

describe('the signature form', () => {
  it('saves both signatures as typed (line breaks kept, ends trimmed) and answers what is stored', async () => {
    const agent = await makeStaff('agent');
    request.cookie = await sessionCookie(agent.email);
    const ja = '――――――――――\r\nISNベトナム ハノイ支店\r\n営業担当　佐藤 花子  \r\n';
    const saved = await saveSignatureAction({}, formOf({ signatureEn: '  ', signatureJa: ja }));
    expect(saved).toEqual({ done: 'signatureSaved', values: { signatureEn: '', signatureJa: '――――――――――\nISNベトナム ハノイ支店\n営業担当　佐藤 花子' }, at: expect.any(Number) });
    expect(await stored(agent.id)).toEqual({ en: null, ja: '――――――――――\nISNベトナム ハノイ支店\n営業担当　佐藤 花子' });
    const [entry] = await (await getDb()).select().from(auditLog).where(eq(auditLog.actorId, agent.id));
    expect(entry).toMatchObject({ action: 'staff.signature', entityId: agent.id });
  });

  it('refuses a signature over 1,000 characters or 12 lines with a field message, keeping what was typed and what was stored', async () => {
    const agent = await makeStaff('agent');
    request.cookie = await sessionCookie(agent.email);
    await saveSignatureAction({}, formOf({ signatureEn: 'Ann Lee', signatureJa: '佐藤' }));
    const long = 'x'.repeat(1_001);
    const tall = Array.from({ length: 13 }, (_, i) => `line ${i + 1}`).join('\n');
    expect(await saveSignatureAction({}, formOf({ signatureEn: long, signatureJa: tall }))).toEqual({
      fields: { signatureEn: 'signatureLong', signatureJa: 'signatureLong' },
      values: { signatureEn: long, signatureJa: tall },
      at: expect.any(Number),
    });
    // Exactly at the bounds is fine; one bad field stores neither.
    expect(await saveSignatureAction({}, formOf({ signatureEn: 'y'.repeat(1_000), signatureJa: tall }))).toMatchObject({ fields: { signatureJa: 'signatureLong' } });
    expect(await stored(agent.id)).toEqual({ en: 'Ann Lee', ja: '佐藤' });
    expect(await saveSignatureAction({}, formOf({ signatureEn: 'y'.repeat(1_000), signatureJa: tall.split('\n').slice(1).join('\n') }))).toMatchObject({ done: 'signatureSaved' });
  });

  it('sends a visitor without a session to the sign-in page', async () => {
    request.cookie = '';
    await expect(saveSignatureAction({}, formOf({ signatureEn: 'x', signatureJa: 'y' }))).rejects.toEqual(expect.objectContaining({ digest: expect.stringContaining('/admin/sign-in') }));
  });
});
