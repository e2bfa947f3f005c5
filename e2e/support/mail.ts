import fs from 'node:fs';
import { randomUUID } from 'node:crypto';
import { expect } from '@playwright/test';
import { ImapFlow } from 'imapflow';
import { DOVECOT, DOVECOT_PASS, DOVECOT_USER } from '../../tests/mail/dovecot';

/** Where the test mail server (e2e/support/smtp-sink.ts) lists what it received; as playwright.config.ts sets it up. */
const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? Number(process.env.E2E_PORT ?? 3100) + 25);
export const SMTP_SINK = `http://127.0.0.1:${SMTP_PORT + 1}`;

/** `calendars`: the .ics text of each invitation the mail carries (text/calendar parts). */
export type ReceivedMail = { messageId: string; from: string; to: string; subject: string; text: string; headers: Record<string, string>; calendars: string[] };

export async function receivedMails(): Promise<ReceivedMail[]> {
  const res = await fetch(`${SMTP_SINK}/messages`);
  return (await res.json()) as ReceivedMail[];
}

/** Waits until a mail to `address` whose subject matches has arrived at the test SMTP server, and answers it. */
export async function waitForMail(address: string, subject: RegExp, timeout = 20_000): Promise<ReceivedMail> {
  let found: ReceivedMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await receivedMails()).find((m) => m.to.includes(address) && subject.test(m.subject));
        return Boolean(found);
      },
      { timeout, message: `a mail to ${address} with a subject like ${subject}` },
    )
    .toBe(true);
  return found!;
}

/** Whether the app reads a replies mailbox in this run (playwright.config.ts starts one where dovecot is installed). */
export const REPLIES_MAILBOX = fs.existsSync(DOVECOT);

/**
 * A customer's answer to `mail`, as their mail program sends it (In-Reply-To and References the
 * mail's Message-ID), dropped into the replies mailbox the app reads (IMAP, SMTP_PORT + 2).
 */
export async function dropReply(mail: ReceivedMail, from: string, body: string): Promise<void> {
  const raw = [
    `Date: ${new Date().toUTCString()}`,
    `Message-ID: <${randomUUID()}@customer.example>`,
    `From: ${from}`,
    `To: ${mail.headers['reply-to'] ?? mail.from}`,
    `Subject: Re: ${mail.subject}`,
    `In-Reply-To: ${mail.messageId}`,
    `References: ${mail.messageId}`,
    'Content-Type: text/plain; charset=utf-8',
    '',
    body,
    '',
  ].join('\r\n');
  const client = new ImapFlow({ host: '127.0.0.1', port: SMTP_PORT + 2, secure: false, auth: { user: DOVECOT_USER, pass: DOVECOT_PASS }, logger: false });
  await client.connect();
  await client.append('INBOX', Buffer.from(raw));
  await client.logout();
}
