/**
 * Saved-search alerts on the embedded database (and on PostgreSQL with DATABASE_URL): sign-up,
 * double opt-in, the digest with the clock moved, one-click unsubscribe, signed links. Mails are
 * read from the outbox (the worker's delivery is the mail tests' concern).
 */
import { and, desc, eq, inArray, ne } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { POST as subscribePost } from '@/app/api/alerts/route';
import * as confirmRoute from '@/app/api/alerts/confirm/route';
import * as unsubscribeRoute from '@/app/api/alerts/unsubscribe/route';
import { OFFICE, RESIDENCE } from '@/lib/api/properties';
import { runDigests } from '@/lib/server/alerts/digest';
import { alertQuery, searchOfAlert } from '@/lib/server/alerts/query';
import { alertIdOf, alertToken } from '@/lib/server/alerts/signing';
import { alertsOfAddress, listAlerts } from '@/lib/server/alerts/store';
import { getDb, openDatabase } from '@/lib/server/db/client';
import { mailOutbox, properties, searchAlerts } from '@/lib/server/db/schema';
import { searchProperties } from '@/lib/server/properties/search';
import { freshAddress, guardFields, postJson, unique } from '../forms/support';
import * as resumeRoute from '@/app/api/alerts/resume/route';
import { TOKEN_FIELD } from '@/lib/forms/guard';
import { issueFormToken } from '@/lib/security/form-token';

const DAY = 24 * 60 * 60 * 1000;

async function alertOf(email: string) {
  const db = await getDb();
  return db.select().from(searchAlerts).where(eq(searchAlerts.email, email.toLowerCase()));
}

async function mailsTo(email: string, kind?: string) {
  const db = await getDb();
  const rows = await db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email.toLowerCase())).orderBy(mailOutbox.id);
  return kind ? rows.filter((r) => r.kind === kind) : rows;
}

function confirmLinkIn(text: string): string {
  return /http:\/\/localhost:3000\/api\/alerts\/confirm\?\S+/.exec(text)![0];
}

/** Signs up and confirms through the API; returns the alert row. */
async function confirmedAlert(email: string, kind: 'residence' | 'office', query: string, language = 'en', now = Date.now()) {
  expect((await postJson(subscribePost, '/api/alerts', { email, language, kind, query })).status).toBe(200);
  const [confirmation] = await mailsTo(email, 'alert-confirm');
  const res = await confirmRoute.GET(new Request(confirmLinkIn(confirmation.textBody)));
  expect(res.status).toBe(303);
  const db = await getDb();
  // The confirmation time decides what is news; pinned so that the test chooses what was published after.
  await db.update(searchAlerts).set({ confirmedAt: new Date(now), lastSentThrough: new Date(now) }).where(eq(searchAlerts.email, email.toLowerCase()));
  return (await alertOf(email))[0];
}

/** Published residences: one to match a search, others of the same city in other districts. */
async function residences() {
  const db = await getDb();
  const rows = await db
    .select({ id: properties.id, cityId: properties.cityId, districtId: properties.districtId, price: properties.leasePriceMin })
    .from(properties)
    .where(and(eq(properties.isPublished, true), eq(properties.category, RESIDENCE)))
    .orderBy(properties.id)
    .limit(400);
  const first = rows[0];
  return { target: first, sameCity: rows.filter((r) => r.cityId === first.cityId), others: rows.filter((r) => r.cityId === first.cityId && r.districtId !== first.districtId) };
}

async function publishAt(ids: number[], at: Date) {
  const db = await getDb();
  await db.update(properties).set({ publishedAt: at }).where(inArray(properties.id, ids));
}

const idsIn = (text: string) => [...text.matchAll(/\/(?:residence|office)\/detail\/(\d+)/g)].map((m) => Number(m[1]));

describe('signing up for an alert', () => {
  it('stores it unconfirmed, once per search and address, and mails a confirmation in the page language with List-Unsubscribe headers', async () => {
    const email = `${unique('renter')}@example.com`;
    const res = await postJson(subscribePost, '/api/alerts', { email: email.toUpperCase(), language: 'jp', kind: 'residence', query: 'cityId=1&bedroom=2&pageIndex=4&sort=sqmmin' });
    expect(res).toMatchObject({ status: 200, body: { message: 'ok' } });
    const [row] = await alertOf(email);
    expect(row).toMatchObject({ email, language: 'jp', kind: 'residence', query: 'cityId=1&bedroom=2', cityId: 1, confirmedAt: null, unsubscribedAt: null });

    const [mail] = await mailsTo(email, 'alert-confirm');
    expect(mail.subject).toBe('【ISNベトナム】新着物件お知らせメール登録のご確認');
    expect(mail.textBody).toContain('住居：');
    expect(mail.headers).toMatchObject({
      'List-Unsubscribe': expect.stringMatching(/^<http:\/\/localhost:3000\/api\/alerts\/unsubscribe\?token=a1\.\d+\.[\w-]{43}>, <mailto:[^>]+>$/),
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });

    // The same search again, paged and sorted otherwise: the same row, a new confirmation, the same answer.
    const again = await postJson(subscribePost, '/api/alerts', { email, language: 'jp', kind: 'residence', query: 'bedroom=2&cityId=1' });
    expect(again).toMatchObject({ status: 200, body: { message: 'ok' } });
    expect(await alertOf(email)).toHaveLength(1);
    expect((await alertOf(email))[0].tokenHash).not.toBe(row.tokenHash);
    expect(await mailsTo(email, 'alert-confirm')).toHaveLength(2);
  });

  it('takes the results page plain form (scripts off) and answers with localised pages', async () => {
    const email = `${unique('noscript')}@example.com`;
    const form = (fields: Record<string, string>) =>
      subscribePost(
        new Request('http://localhost/api/alerts', {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': freshAddress(), accept: 'text/html' },
          body: new URLSearchParams({ ...guardFields(), language: 'jp', kind: 'office', ...fields }).toString(),
        }),
      );
    const sent = await form({ email, query: 'officeSizeFrom=100' });
    expect(sent.status).toBe(303);
    expect(sent.headers.get('location')).toBe('/jp/alerts/sent');
    expect(await alertOf(email)).toMatchObject([{ kind: 'office', query: 'officeSizeFrom=100' }]);
    // A refusal names the search it came from, so its page leads back to that search's form.
    const bad = await form({ email: 'not-an-address', query: 'officeSizeTo=500&officeSizeFrom=100&pageIndex=3' });
    expect(bad.headers.get('location')).toBe('/jp/alerts/check-email?kind=office&q=officeSizeFrom%3D100%26officeSizeTo%3D500');
    const trapped = await form({ email: `${unique('bot')}@example.com`, website: 'http://spam' });
    expect(trapped.headers.get('location')).toBe('/jp/alerts/not-sent?kind=office&q=');
    // Sent sooner than a person fills the form (an autofill and a quick tap): not taken, and the way back offered.
    const quick = await form({ email: `${unique('quick')}@example.com`, query: 'officeSizeFrom=100', [TOKEN_FIELD]: issueFormToken() });
    expect(quick.headers.get('location')).toBe('/jp/alerts/not-sent?kind=office&q=officeSizeFrom%3D100');
    // A kind the site does not have names no search.
    expect((await form({ email: 'nope', kind: 'castle' })).headers.get('location')).toBe('/jp/alerts/check-email');
  });

  it('answers bad input with 400 and a message, never a 500', async () => {
    const cases: [unknown, RegExp][] = [
      [{ email: 'nope', kind: 'residence' }, /email/i],
      [{ email: `${unique('k')}@example.com`, kind: 'castle' }, /kind/i],
      [{ email: `${unique('q')}@example.com`, kind: 'residence', query: 'x'.repeat(3000) }, /query/i],
      [{ email: `${unique('l')}@example.com`, kind: 'residence', language: 'fr' }, /language/i],
      [['not', 'an', 'object'], /object/i],
    ];
    for (const [body, message] of cases) {
      const res = await postJson(subscribePost, '/api/alerts', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toMatch(message);
    }
    expect((await postJson(subscribePost, '/api/alerts', { email: `${unique('g')}@example.com`, kind: 'residence' }, { guard: false })).status).toBe(400);
  });
});

describe('the daily digest', () => {
  it('mails a confirmed alert the newly published listings its results page shows, once a day, and moves on', async () => {
    const { target, others } = await residences();
    const query = alertQuery({ cityId: String(target.cityId), districtId: String(target.districtId) }, 'residence');
    const email = `${unique('digest')}@example.com`;
    const t0 = Date.now();
    const alert = await confirmedAlert(email, 'residence', query, 'en', t0);

    // Nothing new yet: no digest, and the alert stays due.
    expect((await runDigests(new Date(t0 + 60_000))).checked).toBeGreaterThanOrEqual(1);
    expect(await mailsTo(email, 'alert-digest')).toHaveLength(0);

    // Listings of the district and of others in the city are published after the confirmation.
    const candidates = [target.id, ...others.slice(0, 5).map((o) => o.id)];
    await publishAt(candidates, new Date(t0 + 2 * 60_000));
    await runDigests(new Date(t0 + 3 * 60_000));
    const [digest] = await mailsTo(email, 'alert-digest');
    expect(digest).toBeDefined();

    // "Matches" means what the results page means: the candidates it lists are exactly the digest's.
    const shown = new Set<number>();
    for (let pageIndex = 1; ; pageIndex++) {
      const page = await searchProperties({ ...searchOfAlert(query, 'residence', 'en'), pageSize: 90, pageIndex });
      page.items.forEach((item) => shown.add(item.id));
      if (page.items.length < 90) break;
    }
    const expected = candidates.filter((id) => shown.has(id)).sort((a, b) => a - b);
    expect(expected).toContain(target.id);
    expect(idsIn(digest.textBody).sort((a, b) => a - b)).toEqual(expected);
    expect(digest.subject).toBe(expected.length === 1 ? '1 new listing for your search' : `${expected.length} new listings for your search`);
    expect(digest.textBody).toContain(`http://localhost:3000/en/alerts/manage?token=${alertToken(alert.id)}`);
    // The HTML part shows the same listings as cards with their photos, and the same links.
    expect([...new Set(idsIn(digest.htmlBody!))].sort((a, b) => a - b)).toEqual(expected);
    expect(digest.htmlBody).toContain(`http://localhost:3000/en/alerts/manage?token=${alertToken(alert.id)}`);
    expect(digest.htmlBody).toMatch(/<img[^>]+src="http:\/\/localhost:3000\/images\//);
    expect(digest.headers).toMatchObject({ 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });

    // The same day again: nothing more, even with another listing published.
    await publishAt([target.id], new Date(t0 + 4 * 60_000));
    await runDigests(new Date(t0 + 5 * 60_000));
    expect(await mailsTo(email, 'alert-digest')).toHaveLength(1);

    // A day later: the listing published since the last digest, and only it.
    await runDigests(new Date(t0 + DAY + 5 * 60_000));
    const digests = await mailsTo(email, 'alert-digest');
    expect(digests).toHaveLength(2);
    expect(idsIn(digests[1].textBody)).toEqual([target.id]);
    const [after] = await alertOf(email);
    expect(after.lastSentThrough?.getTime()).toBe(t0 + 4 * 60_000);
    expect(after.lastDigestAt?.getTime()).toBe(t0 + DAY + 5 * 60_000);
  });

  it('keeps the renters\u2019 filters (furnished, pets, move-in) and mails only the new listings that meet them', async () => {
    const { sameCity } = await residences();
    const city = sameCity[0].cityId;
    const raw = { cityId: String(city), furnished: '1', petsAllowed: '1', moveIn: '2026-12', pageIndex: '3', sort: 'newest' };
    const query = alertQuery(raw, 'residence');
    expect(query).toBe(`cityId=${city}&furnished=1&petsAllowed=1&moveIn=2026-12`);
    // Its own days, far from the other tests' clock, so only the listings published here are new.
    const t0 = Date.now() + 40 * DAY;
    const email = `${unique('renter')}@example.com`;
    await confirmedAlert(email, 'residence', query, 'jp', t0);

    const [yes, noPets, unfurnished, later, notStated, alsoYes] = sameCity.slice(0, 6).map((r) => r.id);
    const db = await getDb();
    const set = (ids: number[], values: Partial<typeof properties.$inferInsert>) => db.update(properties).set(values).where(inArray(properties.id, ids));
    await set([yes, noPets, unfurnished, later, notStated, alsoYes], { furnished: 2, petsAllowed: true, availableFrom: null });
    await set([alsoYes], { furnished: 1, availableFrom: '2026-12-31' });
    await set([noPets], { petsAllowed: false });
    await set([unfurnished], { furnished: 0 });
    await set([later], { availableFrom: '2027-01-01' });
    await set([notStated], { furnished: null });
    await publishAt([yes, noPets, unfurnished, later, notStated, alsoYes], new Date(t0 + 2 * 60_000));
    await runDigests(new Date(t0 + 3 * 60_000));
    const [digest] = await mailsTo(email, 'alert-digest');
    expect(idsIn(digest.textBody).sort((a, b) => a - b)).toEqual([yes, alsoYes].sort((a, b) => a - b));
    // The search in words, in the alert's language.
    expect(digest.textBody).toMatch(/家具付き/);
    expect(digest.textBody).toMatch(/ペット可/);
  });

  it('sends nothing to an unconfirmed or unsubscribed alert; one-click unsubscribe stops the next digest', async () => {
    const { target } = await residences();
    const query = alertQuery({ cityId: String(target.cityId), districtId: String(target.districtId) }, 'residence');
    const pending = `${unique('pending')}@example.com`;
    expect((await postJson(subscribePost, '/api/alerts', { email: pending, kind: 'residence', query })).status).toBe(200);
    const t0 = Date.now();
    const email = `${unique('leaving')}@example.com`;
    const alert = await confirmedAlert(email, 'residence', query, 'en', t0);

    const url = `http://localhost:3000/api/alerts/unsubscribe?token=${alertToken(alert.id)}`;
    const post = (body: string, token = url) =>
      unsubscribeRoute.POST(new Request(token, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body }));
    expect((await post('List-Unsubscribe=Nope')).status).toBe(400);
    const res = await post('List-Unsubscribe=One-Click');
    expect(res.status).toBe(200);
    expect((await alertOf(email))[0].unsubscribedAt).toBeInstanceOf(Date);
    expect((await post('List-Unsubscribe=One-Click')).status).toBe(200);

    await publishAt([target.id], new Date(t0 + 60_000));
    await runDigests(new Date(t0 + 2 * 60_000));
    expect(await mailsTo(email, 'alert-digest')).toHaveLength(0);
    expect(await mailsTo(pending, 'alert-digest')).toHaveLength(0);
  });

  it('writes one digest per alert when two instances run the job at once', async () => {
    const { target } = await residences();
    const query = alertQuery({ cityId: String(target.cityId), districtId: String(target.districtId), keyword: '' }, 'residence');
    const t0 = Date.now();
    const emails = [0, 1, 2].map(() => `${unique('twice')}@example.com`);
    for (const email of emails) await confirmedAlert(email, 'residence', query, 'en', t0);
    await publishAt([target.id], new Date(t0 + 60_000));
    const second = process.env.DATABASE_URL ? await openDatabase() : undefined;
    try {
      const now = new Date(t0 + 2 * 60_000);
      await Promise.all([runDigests(now), runDigests(now, second ? { db: async () => second.db } : {}), runDigests(now)]);
    } finally {
      await second?.close();
    }
    for (const email of emails) expect(await mailsTo(email, 'alert-digest')).toHaveLength(1);
  });
});

describe('stopping and resuming from the management page', () => {
  const browserPost = (route: (r: Request) => Promise<Response>, url: string, body = '') =>
    route(new Request(url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' }, body }));

  it('says which alert was stopped, and a confirmed one starts again from the same page', async () => {
    const email = `${unique('resume')}@example.com`;
    const alert = await confirmedAlert(email, 'residence', 'bedroom=2', 'jp');
    const token = alertToken(alert.id);
    const stopped = await browserPost(unsubscribeRoute.POST, `http://localhost/api/alerts/unsubscribe?token=${token}&back=${token}`, 'List-Unsubscribe=One-Click');
    expect(stopped.status).toBe(303);
    expect(stopped.headers.get('location')).toBe(`/jp/alerts/manage?token=${encodeURIComponent(token)}&stopped=${encodeURIComponent(token)}`);
    expect((await alertOf(email))[0].unsubscribedAt).toBeInstanceOf(Date);

    const resumed = await browserPost(resumeRoute.POST, `http://localhost/api/alerts/resume?token=${token}&back=${token}`);
    expect(resumed.status).toBe(303);
    expect(resumed.headers.get('location')).toBe(`/jp/alerts/manage?token=${encodeURIComponent(token)}&resumed=${encodeURIComponent(token)}`);
    const [row] = await alertOf(email);
    expect(row.unsubscribedAt).toBeNull();
    expect(row.confirmedAt).toBeInstanceOf(Date);
    expect((await alertsOfAddress(alert.id, 'jp'))[0].status).toBe('confirmed');
  });

  it('leaves an alert never confirmed stopped, and refuses a forged link', async () => {
    const email = `${unique('unconfirmed')}@example.com`;
    expect((await postJson(subscribePost, '/api/alerts', { email, kind: 'office', query: '' })).status).toBe(200);
    const [pending] = await alertOf(email);
    const token = alertToken(pending.id);
    await browserPost(unsubscribeRoute.POST, `http://localhost/api/alerts/unsubscribe?token=${token}`, 'List-Unsubscribe=One-Click');
    await browserPost(resumeRoute.POST, `http://localhost/api/alerts/resume?token=${token}`);
    expect((await alertOf(email))[0].unsubscribedAt).toBeInstanceOf(Date);
    const forged = await browserPost(resumeRoute.POST, `http://localhost/api/alerts/resume?token=${token.replace(`a1.${pending.id}.`, `a1.${pending.id + 1}.`)}`);
    expect(forged.headers.get('location')).toBe('/en/alerts/invalid');
  });
});

describe('the signed links', () => {
  it('refuse a tampered or forged token', async () => {
    const token = alertToken(42);
    expect(alertIdOf(token)).toBe(42);
    expect(alertIdOf(token.replace('a1.42.', 'a1.43.'))).toBeUndefined();
    expect(alertIdOf(`${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`)).toBeUndefined();
    expect(alertIdOf('a1.42.short')).toBeUndefined();
    const forged = await unsubscribeRoute.POST(
      new Request(`http://localhost/api/alerts/unsubscribe?token=${token.replace('a1.42.', 'a1.43.')}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      }),
    );
    expect(forged.status).toBe(400);
    const confirm = await confirmRoute.GET(new Request('http://localhost/api/alerts/confirm?token=nonsense&lang=jp'));
    expect(confirm.headers.get('location')).toBe('/jp/alerts/invalid');
  });

  it('open the management page of the address: every alert of that address, the link\'s own first', async () => {
    const email = `${unique('manage')}@example.com`;
    const a = await confirmedAlert(email, 'residence', 'bedroom=2');
    expect((await postJson(subscribePost, '/api/alerts', { email, kind: 'office', query: '' })).status).toBe(200);
    const other = `${unique('someone')}@example.com`;
    expect((await postJson(subscribePost, '/api/alerts', { email: other, kind: 'office', query: '' })).status).toBe(200);
    const views = await alertsOfAddress(a.id, 'en');
    expect(views.map((v) => [v.kind, v.status])).toEqual([
      ['residence', 'confirmed'],
      ['office', 'pending'],
    ]);
    expect(views[1].summary).toBe('Offices: every listing');
    const listed = await listAlerts(await getDb(), { email, status: 'pending' });
    expect(listed.rows.map((r) => r.kind)).toEqual(['office']);
    const db = await getDb();
    expect(await db.select().from(searchAlerts).where(and(eq(searchAlerts.email, other), ne(searchAlerts.kind, 'office')))).toHaveLength(0);
    void desc;
    void OFFICE;
  });
});
