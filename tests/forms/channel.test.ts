/**
 * The preferred contact channel (e-mail, phone, LINE, WhatsApp, Zalo) on the contact, support and
 * owner forms: stored with the inquiry, named in the agent's notification in the sender's
 * language, and anything else refused with a 400 that names the field.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as contactRoute from '@/app/api/contacts/route';
import * as supportRoute from '@/app/api/contacts/customer_contact/route';
import { POST as ownerPost } from '@/app/api/owners/route';
import { getDb } from '@/lib/server/db/client';
import { contactRequests, inboxItems, mailOutbox as outbox, ownerSubmissions, supportRequests } from '@/lib/server/db/schema';
import { freshAddress, postJson, postMultipart, unique } from './support';

const contact = (patch: Record<string, unknown>) => ({
  language: 'jp',
  cityId: 2,
  expectedCheckInDate: '03/01/2027',
  expectedTourInspectionDate: '02/20/2027',
  fullName: '山田 花子',
  email: `${unique('hanako')}@example.jp`,
  phone: '+84 90 123 4567',
  ...patch,
});

async function notification(kind: 'contact' | 'support' | 'owner', refId: number) {
  const db = await getDb();
  const [item] = await db.select({ id: inboxItems.id }).from(inboxItems).where(and(eq(inboxItems.kind, kind), eq(inboxItems.refId, refId)));
  const [mail] = await db.select({ text: outbox.textBody }).from(outbox).where(and(eq(outbox.inboxItemId, item.id), eq(outbox.kind, 'notify')));
  return mail.text;
}

describe('the preferred contact channel', () => {
  it('is kept with a contact request and named in the notification in the sender’s language', async () => {
    const res = await postJson(contactRoute.POST, '/api/contacts', { info: contact({ preferredChannel: 'line' }) }, { address: freshAddress() });
    expect(res.status).toBe(200);
    const [row] = await (await getDb()).select().from(contactRequests).where(eq(contactRequests.id, res.body.id!));
    expect(row.preferredChannel).toBe('line');
    expect(await notification('contact', row.id)).toContain('ご希望の連絡方法: LINE');
  });

  it('is optional, and a blank choice stores none', async () => {
    const res = await postJson(contactRoute.POST, '/api/contacts', { info: contact({ preferredChannel: '' }) }, { address: freshAddress() });
    expect(res.status).toBe(200);
    const [row] = await (await getDb()).select().from(contactRequests).where(eq(contactRequests.id, res.body.id!));
    expect(row.preferredChannel).toBeNull();
    expect(await notification('contact', row.id)).not.toContain('ご希望の連絡方法');
  });

  it('refuses a channel no form offers with a 400 naming the field, storing nothing', async () => {
    const info = contact({ preferredChannel: 'fax' });
    const res = await postJson(contactRoute.POST, '/api/contacts', { info }, { address: freshAddress() });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('preferredChannel');
    expect(res.body.errors).toContainEqual({ field: 'preferredChannel', code: 'channel' });
    expect(await (await getDb()).select().from(contactRequests).where(eq(contactRequests.email, String(info.email)))).toEqual([]);
  });

  it('keeps no date the renter left at the form’s default, and says none in the mails', async () => {
    const res = await postJson(contactRoute.POST, '/api/contacts', { info: contact({ keptDefaults: ['expectedCheckInDate'] }) }, { address: freshAddress() });
    expect(res.status).toBe(200);
    const [row] = await (await getDb()).select().from(contactRequests).where(eq(contactRequests.id, res.body.id!));
    expect(row).toMatchObject({ expectedCheckInDate: null, expectedTourInspectionDate: '2027-02-20' });
    const text = await notification('contact', row.id);
    expect(text).not.toContain('ご入居希望日');
    expect(text).toContain('2027');
    const bad = await postJson(contactRoute.POST, '/api/contacts', { info: contact({ keptDefaults: ['fullName'] }) }, { address: freshAddress() });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('keptDefaults');
  });

  it('is kept with a support inquiry (English notification)', async () => {
    const info = { language: 'en', cityId: 1, name: 'Jane Roe', email: `${unique('jane')}@example.com`, phone: '+84 90 765 4321', preferredChannel: 'whatsapp' };
    const res = await postJson(supportRoute.POST, '/api/contacts/customer_contact', { info }, { address: freshAddress() });
    expect(res.status).toBe(200);
    const [row] = await (await getDb()).select().from(supportRequests).where(eq(supportRequests.id, res.body.id!));
    expect(row.preferredChannel).toBe('whatsapp');
    expect(await notification('support', row.id)).toContain('Preferred contact: WhatsApp');
  });

  it('is kept with an owner registration, and refused there too when unknown', async () => {
    const base = { language: 'en', fullName: 'Nguyễn Văn B', phone: '0901234567', currency: 'USD', cityId: '1' };
    const email = `${unique('owner')}@example.vn`;
    const ok = await postMultipart(ownerPost, { ...base, email, preferredChannel: 'zalo' }, { address: freshAddress() });
    expect(ok.status).toBe(200);
    const [row] = await (await getDb()).select().from(ownerSubmissions).where(eq(ownerSubmissions.email, email));
    expect(row.preferredChannel).toBe('zalo');
    const bad = await postMultipart(ownerPost, { ...base, email: `${unique('owner')}@example.vn`, preferredChannel: 'pigeon' }, { address: freshAddress() });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('preferredChannel');
  });
});
