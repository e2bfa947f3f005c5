import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { POST } from '@/app/api/newsletters/route';
import { getDb } from '@/lib/server/db/client';
import { newsletterSubscriptions } from '@/lib/server/db/schema';
import { freshAddress, postJson, unique, type Answer } from './support';

const PATH = '/api/newsletters';

async function rowsFor(email: string) {
  const db = await getDb();
  return db.select().from(newsletterSubscriptions).where(eq(sql`lower(${newsletterSubscriptions.email})`, email.toLowerCase()));
}

describe('POST /api/newsletters', () => {
  it('stores a subscription', async () => {
    const email = `${unique('reader')}@example.com`;
    const res = await postJson(POST, PATH, { email, language: 'jp' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'ok' });
    expect(await rowsFor(email)).toMatchObject([{ email, emailKey: email.toLowerCase(), language: 'jp' }]);
  });

  it('keeps one row per address whatever its case, and a repeat is a 200', async () => {
    const local = unique('Reader');
    const first = await postJson(POST, PATH, { email: `${local}@Example.COM` });
    const again = await postJson(POST, PATH, { email: `${local.toUpperCase()}@example.com` });
    const spaced = await postJson(POST, PATH, { email: `  ${local.toLowerCase()}@example.com ` });
    expect([first.status, again.status, spaced.status]).toEqual([200, 200, 200]);
    const rows = await rowsFor(`${local}@example.com`);
    expect(rows).toHaveLength(1);
    // The first spelling is the one kept.
    expect(rows[0].email).toBe(`${local}@Example.COM`);
  });

  it('answers a known address exactly as a new one, so that the answer tells nobody who subscribed', async () => {
    const known = `${unique('known')}@example.com`;
    expect((await postJson(POST, PATH, { email: known })).status).toBe(200);
    const again = await postJson(POST, PATH, { email: known.toUpperCase() });
    const fresh = await postJson(POST, PATH, { email: `${unique('fresh')}@example.com` });
    const seen = (a: Answer) => ({ status: a.status, body: a.body, headers: [...a.headers].filter(([name]) => name !== 'date') });
    expect(seen(again)).toEqual(seen(fresh));
    expect(fresh).toMatchObject({ status: 200, body: { message: 'ok' } });
    expect(Object.keys(fresh.body)).toEqual(['message']);
    expect(await rowsFor(known)).toHaveLength(1);
  });

  it('answers 200 to concurrent sign-ups of one address and stores one row', async () => {
    const email = `${unique('race')}@example.com`;
    const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => postJson(POST, PATH, { email: i % 2 ? email.toUpperCase() : email })));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(await rowsFor(email)).toHaveLength(1);
  });

  it('has the newsletter’s own messages', async () => {
    const missing = await postJson(POST, PATH, {});
    expect(missing).toMatchObject({ status: 400, body: { message: 'email: Email is required', errors: [{ field: 'email', code: 'emailRequired' }] } });
    const blank = await postJson(POST, PATH, { email: '' });
    expect(blank.body.message).toBe('email: Email is required');
    const invalid = await postJson(POST, PATH, { email: 'reader@example' });
    expect(invalid).toMatchObject({ status: 400, body: { message: 'email: Invalid email address' } });
    const hostile = await postJson(POST, PATH, { email: "x'); DROP TABLE newsletter_subscriptions;--@example.com" });
    expect(hostile.status).toBe(400);
    const script = await postJson(POST, PATH, { email: '<script>@example.com' });
    expect(script.status).toBe(400);
    const long = await postJson(POST, PATH, { email: `${'a'.repeat(250)}@example.com` });
    expect(long.body.message).toBe('email: This is too long');
  });

  it('refuses broken and mistyped bodies with 4xx', async () => {
    expect((await postJson(POST, PATH, null, { raw: '{"email":' })).status).toBe(400);
    expect((await postJson(POST, PATH, null, { raw: 'email=a@b.co', headers: { 'content-type': 'application/x-www-form-urlencoded' } })).status).toBe(415);
    expect((await postJson(POST, PATH, { email: ['a@b.co'] })).status).toBe(400);
  });

  it('allows ten sign-ups a minute from one address, then 429', async () => {
    const address = freshAddress();
    for (let i = 0; i < 10; i++) expect((await postJson(POST, PATH, { email: `${unique('n')}@example.com` }, { address })).status).toBe(200);
    const limited = await postJson(POST, PATH, { email: `${unique('n')}@example.com` }, { address });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
  });
});
