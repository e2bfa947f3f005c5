import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { describe, expect, it } from 'vitest';
import { ownerSchema } from '@/lib/forms/owner';
import { getDb } from '@/lib/server/db/client';
import { enqueueMail, readOutbox } from '@/lib/server/mail/outbox';
import { emlTransport } from '@/lib/server/mail/transport';
import { createMailWorker } from '@/lib/server/mail/worker';
import { diskStorage } from '@/lib/server/storage';
import { saveOwnerSubmission } from '@/lib/server/submissions/owners';
import { unique } from '../forms/support';
import { drain, mailsFor, soon } from './support';

describe('owner registrations and the .eml fallback', () => {
  it('acknowledges an owner registration in Japanese without attaching its photos, and tells the staff', async () => {
    const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'vn-rentals-mail-owner-'));
    try {
      const email = `${unique('owner')}@example.vn`;
      const input = ownerSchema.parse({
        language: 'jp',
        fullName: '鈴木一郎',
        phone: '0901234567',
        email,
        cityId: '1',
        currency: 'USD',
        leasePrice: '1200',
        addressForLease: 'タイホー区 12',
        descriptionFacilities: 'プール、ジム',
        descriptionAmenities: 'バスタブ、洗濯機',
      });
      const photo = { data: Buffer.from('not really webp'), contentType: 'image/webp' as const, ext: 'webp' as const, width: 10, height: 10 };
      await saveOwnerSubmission(input, [photo, photo], { storage: diskStorage(scratch), clientAddress: '203.0.113.7' });
      const mails = await mailsFor(email);
      expect(mails.map((m) => [m.kind, m.language])).toEqual([
        ['ack', 'ja'],
        ['notify', 'ja'],
      ]);
      expect(mails[0].subject).toBe('【ISNベトナム】物件のご登録を受け付けました');
      expect(mails[0].textBody).toContain('鈴木一郎 様');
      expect(mails[0].textBody).toContain('（写真2枚）');
      expect(mails[1].textBody).toContain('1,200 USD');
      // Building facilities are 共用施設, what is in the unit 室内設備, in the glossary's words.
      for (const mail of mails) {
        expect(mail.textBody).toContain('共用施設: プール、ジム');
        expect(mail.textBody).toContain('室内設備: バスタブ、洗濯機');
        expect(mail.textBody).toContain('賃料（月額）: 1,200 USD');
      }

      const outbox = path.join(scratch, 'outbox');
      const worker = createMailWorker({ transport: emlTransport(outbox), log: () => {} });
      await drain(worker, soon());
      const [ack] = await mailsFor(email);
      expect(ack.status).toBe('sent');
      const file = ack.deliveredTo!.replace(/^file /, '');
      expect(path.dirname(file)).toBe(outbox);
      // Written whole or not at all: no temporary file is left beside it.
      expect(fs.readdirSync(outbox).filter((f) => f.endsWith('.tmp'))).toEqual([]);
      const parsed = await simpleParser(fs.readFileSync(file));
      expect(parsed.messageId).toBe(ack.messageId);
      expect(parsed.subject).toBe(ack.subject);
      expect(parsed.attachments).toEqual([]);
      // A Japanese mail comes from the company's Japanese name, at the same address.
      expect(parsed.from?.value).toEqual([{ name: 'ISNベトナム', address: 'no-reply@localhost' }]);
    } finally {
      fs.rmSync(scratch, { recursive: true, force: true });
    }
  });

  it('names each .eml file after its row and Message-ID', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vn-rentals-mail-eml-'));
    try {
      const db = await getDb();
      const { id, messageId } = await db.transaction((tx) => enqueueMail(tx, { kind: 'test', language: 'en', to: `${unique('eml')}@example.com`, subject: 'Hello', text: 'Body' }));
      const worker = createMailWorker({ transport: emlTransport(dir), log: () => {} });
      await drain(worker, soon());
      const row = await readOutbox(db, id);
      expect(row?.status).toBe('sent');
      const name = path.basename(row!.deliveredTo!.replace(/^file /, ''));
      expect(name).toBe(`${String(id).padStart(8, '0')}-${messageId.slice(1, -1)}.eml`);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
