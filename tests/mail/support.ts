/** Helpers of the mail tests: a real SMTP server in the test process, and the outbox rows of one address. */
import type { AddressInfo } from 'node:net';
import { eq, inArray, or } from 'drizzle-orm';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { getDb } from '@/lib/server/db/client';
import { inboxItems, mailOutbox } from '@/lib/server/db/schema';
import type { MailWorker } from '@/lib/server/mail/worker';

export type Smtp = {
  url: string;
  port: number;
  /** Mails accepted, parsed. */
  received: ParsedMail[];
  /** Message-IDs of every DATA the server saw, refused ones included. */
  attempts: string[];
  close(): Promise<void>;
};

export type SmtpOptions = {
  port?: number;
  /** Answer this DATA with a temporary failure (451) instead of accepting it. */
  refuse?: (mail: ParsedMail) => boolean;
  /** Wait this long before answering each DATA. */
  delayMs?: number;
};

export async function startSmtp(options: SmtpOptions = {}): Promise<Smtp> {
  const received: ParsedMail[] = [];
  const attempts: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        async (mail) => {
          attempts.push(mail.messageId ?? '');
          if (options.delayMs) await new Promise((r) => setTimeout(r, options.delayMs));
          if (options.refuse?.(mail)) {
            const err = Object.assign(new Error('Try again later'), { responseCode: 451 });
            return callback(err);
          }
          received.push(mail);
          callback();
        },
        (err: Error) => callback(err),
      );
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    received,
    attempts,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A moment safely after every row written so far (the clock the worker is driven with). */
export function soon(offsetMs = 1000): Date {
  return new Date(Date.now() + offsetMs);
}

/** Ticks until nothing is due at `now` (other test files' rows may share a PostgreSQL outbox). */
export async function drain(worker: MailWorker, now: Date): Promise<number> {
  let total = 0;
  for (let i = 0; i < 200; i++) {
    const { claimed } = await worker.tick(now);
    total += claimed;
    if (!claimed) return total;
  }
  throw new Error('the outbox did not drain');
}

/** The outbox rows addressed to, or about an inbox item of, `email`. */
export async function mailsFor(email: string) {
  const db = await getDb();
  const items = await db.select({ id: inboxItems.id }).from(inboxItems).where(eq(inboxItems.email, email));
  const ids = items.map((i) => i.id);
  return db
    .select()
    .from(mailOutbox)
    .where(ids.length ? or(eq(mailOutbox.toAddress, email), inArray(mailOutbox.inboxItemId, ids)) : eq(mailOutbox.toAddress, email))
    .orderBy(mailOutbox.id);
}

/** The mails a server accepted for `to`. */
export function receivedBy(smtp: Smtp, to: string): ParsedMail[] {
  return smtp.received.filter((m) => (Array.isArray(m.to) ? m.to : [m.to]).some((a) => a?.value.some((v) => v.address?.toLowerCase() === to.toLowerCase())));
}

export function header(mail: ParsedMail, name: string): string | undefined {
  const line = mail.headerLines.find((h) => h.key === name.toLowerCase())?.line;
  // Unfolded (RFC 5322 §2.2.3): a long header arrives split over lines.
  return line?.slice(line.indexOf(':') + 1).replace(/\r?\n(?=[ \t])/g, '').trim();
}
