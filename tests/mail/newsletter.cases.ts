import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST as subscribePost } from '@/app/api/newsletters/route';
import * as confirmRoute from '@/app/api/newsletters/confirm/route';
import * as unsubscribeRoute from '@/app/api/newsletters/unsubscribe/route';
import { getDb } from '@/lib/server/db/client';
import { inboxItems, newsletterSubscriptions } from '@/lib/server/db/schema';
import { smtpTransport } from '@/lib/server/mail/transport';
import { createMailWorker } from '@/lib/server/mail/worker';
import { confirmSubscription, tokenHash } from '@/lib/server/submissions/newsletter';
import { answer, postJson, unique } from '../forms/support';
import { drain, header, mailsFor, receivedBy, soon, startSmtp, type Smtp } from './support';

let smtp: Smtp;
beforeAll(async () => {
  smtp = await startSmtp();
});
afterAll(async () => {
  await smtp.close();
});

async function subscription(email: string) {
  const db = await getDb();
  const [row] = await db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.emailKey, email.toLowerCase()));
  return row;
}

/** Delivers what is due and returns the confirmation mails `email` received. */
async function deliveredTo(email: string) {
  const worker = createMailWorker({ transport: smtpTransport(smtp.url), log: () => {} });
  await drain(worker, soon());
  worker.close();
  return receivedBy(smtp, email);
}

function tokenIn(url: string): string {
  return new URL(url).searchParams.get('token')!;
}

const unsubscribeRequest = (url: string, body = 'List-Unsubscribe=One-Click', headers: Record<string, string> = {}) =>
  new Request(url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers }, body });

describe('newsletter double opt-in', () => {
  it('stores the sign-up unconfirmed and mails a confirmation with List-Unsubscribe and List-Unsubscribe-Post', async () => {
    const email = `${unique('reader')}@example.com`;
    const res = await postJson(subscribePost, '/api/newsletters', { email, language: 'jp' });
    expect(res).toMatchObject({ status: 200, body: { message: 'ok' } });
    const row = await subscription(email);
    expect(row).toMatchObject({ confirmedAt: null, unsubscribedAt: null, tokenHash: expect.stringMatching(/^[0-9a-f]{64}$/) });
    const db = await getDb();
    expect(await db.select().from(inboxItems).where(eq(inboxItems.email, email))).toMatchObject([{ kind: 'newsletter', refId: row.id, language: 'jp', searchText: email }]);

    const [mail] = await deliveredTo(email);
    expect(mail.subject).toBe('【ISNベトナム】メールマガジン登録のご確認');
    const listUnsubscribe = header(mail, 'List-Unsubscribe')!;
    expect(listUnsubscribe).toMatch(/^<http:\/\/localhost:3000\/api\/newsletters\/unsubscribe\?token=[^>]+>, <mailto:[^>]+>$/);
    expect(header(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    const token = tokenIn(listUnsubscribe.slice(1, listUnsubscribe.indexOf('>')));
    // Only the token's hash is stored.
    expect(row.tokenHash).toBe(tokenHash(token));
    expect(JSON.stringify(row)).not.toContain(token);
    const confirmLink = /http:\/\/localhost:3000\/api\/newsletters\/confirm\?\S+/.exec(mail.text ?? '')![0];

    const confirmed = await confirmRoute.GET(new Request(confirmLink));
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get('location')).toBe('/jp/notification/subscribe-confirmed');
    expect((await subscription(email)).confirmedAt).toBeInstanceOf(Date);
  });

  it('sends a new confirmation to a known unconfirmed address, nothing to a confirmed one, and answers both alike', async () => {
    const email = `${unique('again')}@example.com`;
    expect((await postJson(subscribePost, '/api/newsletters', { email })).status).toBe(200);
    const first = (await subscription(email)).tokenHash;
    const again = await postJson(subscribePost, '/api/newsletters', { email: email.toUpperCase() });
    expect(again).toMatchObject({ status: 200, body: { message: 'ok' } });
    const second = (await subscription(email)).tokenHash;
    expect(second).not.toBe(first);
    const mails = await deliveredTo(email);
    expect(mails).toHaveLength(2);
    expect(mails.every((m) => m.subject === 'Please confirm your newsletter subscription')).toBe(true);
    // The older link no longer works; the newer one does.
    const links = mails.map((m) => /http:\/\/localhost:3000\/api\/newsletters\/confirm\?\S+/.exec(m.text ?? '')![0]);
    const hashes = links.map((l) => tokenHash(tokenIn(l)));
    const older = links[hashes.indexOf(first!)];
    const newer = links[hashes.indexOf(second!)];
    expect((await confirmRoute.GET(new Request(older))).headers.get('location')).toBe('/en/notification/subscribe-invalid');
    expect((await confirmRoute.GET(new Request(newer))).headers.get('location')).toBe('/en/notification/subscribe-confirmed');

    const known = await postJson(subscribePost, '/api/newsletters', { email });
    expect(known).toMatchObject({ status: 200, body: { message: 'ok' } });
    expect(await mailsFor(email)).toHaveLength(2);
  });

  it('lets a confirmation link expire after 7 days', async () => {
    const email = `${unique('late')}@example.com`;
    expect((await postJson(subscribePost, '/api/newsletters', { email })).status).toBe(200);
    const [mail] = await deliveredTo(email);
    const token = tokenIn(/http:\/\/localhost:3000\/api\/newsletters\/confirm\?\S+/.exec(mail.text ?? '')![0]);
    expect(await confirmSubscription(token, Date.now() + 8 * 24 * 60 * 60 * 1000)).toEqual({ ok: false, reason: 'expired' });
    expect((await subscription(email)).confirmedAt).toBeNull();
    expect(await confirmSubscription(token)).toMatchObject({ ok: true });
  });

  it('unsubscribes with one click (RFC 8058), and the GET link only shows the page with the button', async () => {
    const email = `${unique('leaver')}@example.com`;
    expect((await postJson(subscribePost, '/api/newsletters', { email, language: 'en' })).status).toBe(200);
    const [mail] = await deliveredTo(email);
    const listUnsubscribe = header(mail, 'List-Unsubscribe')!;
    const url = listUnsubscribe.slice(1, listUnsubscribe.indexOf('>'));

    const shown = await unsubscribeRoute.GET(new Request(url));
    expect(shown.status).toBe(303);
    expect(shown.headers.get('location')).toBe(`/en/newsletter/unsubscribe?token=${tokenIn(url)}`);
    expect((await subscription(email)).unsubscribedAt).toBeNull();

    const done = await answer(await unsubscribeRoute.POST(unsubscribeRequest(url)));
    expect(done).toMatchObject({ status: 200, body: { message: 'ok' } });
    expect((await subscription(email)).unsubscribedAt).toBeInstanceOf(Date);
    // Again is fine; from the page's button (a browser) it lands on a page.
    const fromPage = await unsubscribeRoute.POST(unsubscribeRequest(url, 'List-Unsubscribe=One-Click', { accept: 'text/html,*/*' }));
    expect(fromPage.status).toBe(303);
    expect(fromPage.headers.get('location')).toBe('/en/notification/unsubscribed');
    const multipart = new FormData();
    multipart.set('List-Unsubscribe', 'One-Click');
    expect((await unsubscribeRoute.POST(new Request(url, { method: 'POST', body: multipart }))).status).toBe(200);
  });

  it('answers a bad token or body with a 400 and a JSON message', async () => {
    const base = 'http://localhost/api/newsletters/unsubscribe';
    for (const url of [base, `${base}?token=nope`, `${base}?token=${'A'.repeat(32)}.abc`]) {
      const res = await answer(await unsubscribeRoute.POST(unsubscribeRequest(url)));
      expect(res.status, url).toBe(400);
      expect(res.body.message).toMatch(/unsubscribe link is not valid/);
    }
    const noBody = await answer(await unsubscribeRoute.POST(unsubscribeRequest(`${base}?token=${'A'.repeat(32)}.abc`, '')));
    expect(noBody).toMatchObject({ status: 400, body: { message: expect.stringContaining('List-Unsubscribe=One-Click') } });
    const wrong = await answer(await unsubscribeRoute.POST(unsubscribeRequest(`${base}?token=${'A'.repeat(32)}.abc`, 'List-Unsubscribe=Yes')));
    expect(wrong.status).toBe(400);
    const bad = await confirmRoute.GET(new Request('http://localhost/api/newsletters/confirm?token=%00%27&lang=jp'));
    expect(bad.status).toBe(303);
    expect(bad.headers.get('location')).toBe('/jp/notification/subscribe-invalid');
  });
});
