import { expect } from '@playwright/test';

/** Where the test mail server (e2e/support/smtp-sink.ts) lists what it received; as playwright.config.ts sets it up. */
const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? Number(process.env.E2E_PORT ?? 3100) + 25);
export const SMTP_SINK = `http://127.0.0.1:${SMTP_PORT + 1}`;

export type ReceivedMail = { messageId: string; from: string; to: string; subject: string; text: string; headers: Record<string, string> };

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
