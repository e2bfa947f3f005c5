/**
 * The acknowledgement of a contact request is a multipart mail (text and HTML from the same
 * words): it names the listing asked about with its photo, rent and link, and the city office to
 * call, in the renter's language. Read back by a real mail parser (mailparser) from the message the
 * worker hands to SMTP (nodemailer's own build of the outbox row).
 */
import { and, eq } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import nodemailer from 'nodemailer';
import { describe, expect, it } from 'vitest';
import * as contactRoute from '@/app/api/contacts/route';
import { getDb } from '@/lib/server/db/client';
import { inboxItems, mailOutbox, properties } from '@/lib/server/db/schema';
import { messageOf } from '@/lib/server/mail/transport';
import { freshAddress, postJson, unique } from '../forms/support';

async function listingOf(cityId: number) {
  const [row] = await (await getDb())
    .select({ id: properties.id, code: properties.code, slug: properties.slug, nameEn: properties.nameEn, nameJa: properties.nameJa, images: properties.images, min: properties.leasePriceMin })
    .from(properties)
    .where(and(eq(properties.cityId, cityId), eq(properties.isPublished, true), eq(properties.category, 0)))
    .limit(1);
  return row;
}

async function parsedMail(contactId: number, kind: 'ack' | 'notify') {
  const db = await getDb();
  const [item] = await db.select({ id: inboxItems.id }).from(inboxItems).where(and(eq(inboxItems.kind, 'contact'), eq(inboxItems.refId, contactId)));
  const [row] = await db.select().from(mailOutbox).where(and(eq(mailOutbox.inboxItemId, item.id), eq(mailOutbox.kind, kind)));
  const built = await nodemailer.createTransport({ streamTransport: true, buffer: true }).sendMail(messageOf(row));
  const raw = built.message as Buffer;
  return { raw: raw.toString('utf8'), mail: await simpleParser(raw) };
}

const info = (patch: Record<string, unknown>) => ({
  cityId: 2,
  expectedCheckInDate: '03/01/2027',
  expectedTourInspectionDate: '02/20/2027',
  fullName: 'Sato Hanako',
  email: `${unique('html')}@example.jp`,
  phone: '+84 90 123 4567',
  ...patch,
});

describe('the contact acknowledgement', () => {
  it('is text and HTML, naming the listing with its photo, rent and link and the office to call (Japanese)', async () => {
    const listing = await listingOf(2);
    const res = await postJson(contactRoute.POST, '/api/contacts', { info: info({ language: 'jp', propertyId: listing.code }) }, { address: freshAddress() });
    expect(res.status).toBe(200);
    const { raw, mail } = await parsedMail(res.body.id!, 'ack');
    expect(raw).toMatch(/Content-Type: multipart\/alternative/i);
    const page = `http://localhost:3000/jp/residence/detail/${listing.id}/${listing.slug}`;
    const rent = `月額 ${new Intl.NumberFormat('ja-JP', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(listing.min)}`;
    for (const part of [mail.text!, mail.html as string]) {
      expect(part).toContain(listing.nameJa);
      expect(part).toContain(page);
      expect(part).toContain('+84 28 3823 5678');
      expect(part).toContain('support.hcm@isn-vietnam.example');
    }
    expect(mail.text).toContain(rent);
    expect(mail.html).toContain(rent);
    expect(mail.html).toContain(`src="http://localhost:3000/images/${listing.images[0]}"`);
    expect(mail.html).toContain('lang="ja"');
    expect(mail.html).toContain('物件を見る');
    expect(mail.html).toContain('担当オフィスの連絡先');
  });

  it('in English for an English request, and without cards when no listing is named', async () => {
    const listing = await listingOf(1);
    const res = await postJson(contactRoute.POST, '/api/contacts', { info: info({ language: 'en', cityId: 1, propertyId: `${listing.id}` }) }, { address: freshAddress() });
    const { mail } = await parsedMail(res.body.id!, 'ack');
    expect(mail.html).toContain('lang="en"');
    expect(mail.html).toContain(listing.nameEn);
    expect(mail.html).toContain('See the listing');
    expect(mail.text).toContain('+84 24 3715 1234');
    const bare = await postJson(contactRoute.POST, '/api/contacts', { info: info({ language: 'en', cityId: 1 }) }, { address: freshAddress() });
    const plain = await parsedMail(bare.body.id!, 'ack');
    expect(plain.mail.html).not.toContain('See the listing');
    expect(plain.mail.html).toContain('Sato Hanako');
  });

  it('gives the staff notification an HTML part too, with the link to the inbox item', async () => {
    const res = await postJson(contactRoute.POST, '/api/contacts', { info: info({ language: 'en' }) }, { address: freshAddress() });
    const { mail } = await parsedMail(res.body.id!, 'notify');
    expect(mail.html).toMatch(/http:\/\/localhost:3000\/admin\/inbox\/\d+/);
    expect(mail.text).toMatch(/http:\/\/localhost:3000\/admin\/inbox\/\d+/);
  });
});
