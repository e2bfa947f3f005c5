import 'server-only';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { resolvePath, settings } from '../settings';
import type { OutboxRow } from './outbox';

/** Where the worker hands a mail: an SMTP server, or a folder of .eml files. */
export type MailTransport = {
  /** Delivers one mail; resolves with where it went (the SMTP answer or the file), throws when it did not. */
  send(row: OutboxRow): Promise<string>;
  close(): void;
};

/** The nodemailer message of an outbox row: the same headers (Message-ID, Date) on every attempt. */
export function messageOf(row: OutboxRow) {
  // Threading headers go through nodemailer's own options, which it formats and folds.
  const { 'In-Reply-To': inReplyTo, References: references, ...headers } = row.headers ?? {};
  return {
    from: row.fromAddress,
    to: row.toAddress,
    replyTo: row.replyTo ?? undefined,
    subject: row.subject,
    text: row.textBody,
    html: row.htmlBody ?? undefined,
    messageId: row.messageId,
    date: row.createdAt,
    inReplyTo,
    references,
    headers: Object.keys(headers).length ? headers : undefined,
    // nodemailer sends it twice: as the text/calendar alternative clients read as an invitation, and as an attachment.
    icalEvent: row.calendar ? { method: row.calendar.method, filename: 'viewing.ics', content: row.calendar.content } : undefined,
  };
}

/**
 * SMTP through nodemailer (`smtp://user:pass@host:587`, `smtps://…`). The timeouts stay well
 * inside the worker's lease, so a hung server cannot outlive the claim on its row.
 */
export function smtpTransport(url: string): MailTransport {
  const mailer = nodemailer.createTransport({ url, connectionTimeout: 20_000, greetingTimeout: 20_000, socketTimeout: 45_000 });
  const host = new URL(url).host;
  return {
    async send(row) {
      const info = await mailer.sendMail(messageOf(row));
      return `smtp ${host}: ${info.response}`;
    },
    close: () => mailer.close(),
  };
}

/** Writes each mail as an RFC 822 file `<id>.eml` under `dir`, atomically (a temporary name, then a rename). */
export function emlTransport(dir: string): MailTransport {
  const builder = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(row) {
      const info = await builder.sendMail(messageOf(row));
      await fs.mkdir(dir, { recursive: true });
      const file = path.join(dir, `${String(row.id).padStart(8, '0')}-${row.messageId.replace(/[^A-Za-z0-9.@-]/g, '')}.eml`);
      const temp = `${file}.${randomUUID()}.tmp`;
      await fs.writeFile(temp, info.message);
      await fs.rename(temp, file);
      return `file ${file}`;
    },
    close: () => builder.close(),
  };
}

/** SMTP_URL when set, else .eml files under MAIL_OUTBOX_DIR. */
export function defaultTransport(): MailTransport {
  const s = settings();
  return s.SMTP_URL ? smtpTransport(s.SMTP_URL) : emlTransport(resolvePath(s.MAIL_OUTBOX_DIR));
}
