import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { clientAddress, configuredOptions, createRateLimiter, DEFAULT_DURATIONS, DEFAULT_POINTS } from '@/lib/server/security/rate-limit';
import { createVerifier, SITEVERIFY_URL } from '@/lib/server/security/verification';
import { s3Storage } from '@/lib/server/storage';
import { contactHandler, newsletterHandler } from '@/lib/server/submissions/handler';
import { ownerHandler } from '@/lib/server/submissions/owner-handler';
import { freshAddress, jpeg, postJson, postMultipart, unique } from './support';
import { assertUp, withService } from '../support/services';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

async function reachable(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || 6379) });
    socket.setTimeout(500);
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
  });
}
const redisUp = await reachable(REDIS_URL);

describe('the client address', () => {
  const req = (headers: Record<string, string>) => new Request('http://localhost/', { headers });

  it('is the X-Forwarded-For entry the nearest hop wrote (the server writes only one), normalised; never X-Real-IP', () => {
    expect(clientAddress(req({ 'x-forwarded-for': ' 203.0.113.7 , 10.0.0.1', 'x-real-ip': '10.0.0.2' }))).toBe('10.0.0.1');
    expect(clientAddress(req({ 'x-forwarded-for': '::ffff:198.51.100.7' }))).toBe('198.51.100.7');
    expect(clientAddress(req({ 'x-forwarded-for': '198.51.100.07:1234' }))).toBe('198.51.100.7');
    expect(clientAddress(req({ 'x-real-ip': '2001:db8::1' }))).toBe('unknown');
    expect(clientAddress(req({}))).toBe('unknown');
    expect(clientAddress(req({ 'x-forwarded-for': 'a'.repeat(500) }))).toBe('unknown');
  });
});

describe('the rate limiter', () => {
  it('has the documented defaults', () => {
    expect(DEFAULT_POINTS).toEqual({ contact: 5, support: 5, newsletter: 10, owner: 5, 'sign-in': 10, 'sign-in-account': 5, 'sign-in-code': 5, share: 20, viewing: 5, recipient: 5, 'recipient-day': 10 });
    expect(DEFAULT_DURATIONS).toEqual({ 'sign-in-code': 900, recipient: 3_600, 'recipient-day': 86_400 });
    expect(configuredOptions()).toMatchObject({ duration: 60, points: DEFAULT_POINTS });
  });

  it('counts per endpoint and per address in memory, with the wait in whole seconds', async () => {
    const limiter = await createRateLimiter({ points: { contact: 2 }, duration: 30 });
    expect(await limiter.consume('contact', 'a')).toEqual({ ok: true, remaining: 1 });
    expect(await limiter.consume('contact', 'a')).toEqual({ ok: true, remaining: 0 });
    const refused = await limiter.consume('contact', 'a');
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.retryAfter).toBeGreaterThanOrEqual(29);
    expect((await limiter.consume('contact', 'b')).ok).toBe(true);
    expect((await limiter.consume('support', 'a')).ok).toBe(true);
  });

  it('counts an IPv6 client by its /64, and one IPv4 address however it is spelt', async () => {
    const limiter = await createRateLimiter({ points: { contact: 2 }, duration: 30 });
    expect((await limiter.consume('contact', '2001:db8:1:2::1')).ok).toBe(true);
    expect((await limiter.consume('contact', '2001:db8:1:2:ffff::99')).ok).toBe(true);
    expect((await limiter.consume('contact', '2001:db8:1:2:abcd::1')).ok).toBe(false);
    expect((await limiter.consume('contact', '2001:db8:1:3::1')).ok).toBe(true);
    expect((await limiter.consume('contact', '198.51.100.7')).ok).toBe(true);
    expect((await limiter.consume('contact', '::ffff:198.51.100.7')).ok).toBe(true);
    expect((await limiter.consume('contact', '198.51.100.007')).ok).toBe(false);
  });

  withService(redisUp)('shares one count between app instances through Redis', async () => {
    assertUp(redisUp, `Redis at ${REDIS_URL}`);
    const keyPrefix = unique('rl-test');
    const one = await createRateLimiter({ redisUrl: REDIS_URL, keyPrefix, points: { newsletter: 3 } });
    const two = await createRateLimiter({ redisUrl: REDIS_URL, keyPrefix, points: { newsletter: 3 } });
    try {
      // Until the connection is ready the in-memory insurance limiter answers: wait for Redis.
      expect(await one.ready()).toBe(true);
      expect(await two.ready()).toBe(true);
      expect((await one.consume('newsletter', 'x')).ok).toBe(true);
      expect((await two.consume('newsletter', 'x')).ok).toBe(true);
      expect((await one.consume('newsletter', 'x')).ok).toBe(true);
      expect((await two.consume('newsletter', 'x')).ok).toBe(false);
      expect((await one.consume('newsletter', 'y')).ok).toBe(true);
    } finally {
      await one.close();
      await two.close();
    }
  });

  it('keeps limiting in memory when Redis cannot be reached, rather than failing the request', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const limiter = await createRateLimiter({ redisUrl: 'redis://127.0.0.1:1', keyPrefix: unique('rl-down'), points: { owner: 2 } });
    try {
      expect((await limiter.consume('owner', 'z')).ok).toBe(true);
      expect((await limiter.consume('owner', 'z')).ok).toBe(true);
      expect((await limiter.consume('owner', 'z')).ok).toBe(false);
    } finally {
      await limiter.close();
      warn.mockRestore();
    }
  });
});

describe('human verification', () => {
  type Call = { url: string; body: URLSearchParams };
  function google(answer: unknown, status = 200) {
    const calls: Call[] = [];
    const fake = async (url: string | URL | Request, init?: RequestInit) => {
      calls.push({ url: String(url), body: new URLSearchParams(String(init?.body)) });
      return Response.json(answer, { status });
    };
    return { calls, fetch: fake as typeof fetch };
  }

  it('posts the secret, token and client address to siteverify and passes a good score for the right action', async () => {
    const g = google({ success: true, action: 'contact', score: 0.9, hostname: 'example.com' });
    const verify = createVerifier({ secret: 's3cret', fetch: g.fetch });
    expect(await verify({ token: 'tok', action: 'contact', remoteIp: '203.0.113.9' })).toEqual({ ok: true, mode: 'verified', score: 0.9 });
    expect(g.calls).toHaveLength(1);
    expect(g.calls[0].url).toBe(SITEVERIFY_URL);
    expect(Object.fromEntries(g.calls[0].body)).toEqual({ secret: 's3cret', response: 'tok', remoteip: '203.0.113.9' });
  });

  it('fails a missing token, a failed check, another action and a low score', async () => {
    const cases: [unknown, string | undefined][] = [
      [{ success: true, action: 'contact', score: 0.9 }, undefined],
      [{ success: false, 'error-codes': ['timeout-or-duplicate'] }, 'tok'],
      [{ success: true, action: 'newsletter', score: 0.9 }, 'tok'],
      [{ success: true, action: 'contact', score: 0.3 }, 'tok'],
      [{ success: true, action: 'contact' }, 'tok'],
    ];
    for (const [answer, token] of cases) {
      const verify = createVerifier({ secret: 's', fetch: google(answer).fetch });
      const result = await verify({ token, action: 'contact', remoteIp: undefined });
      expect(result, JSON.stringify(answer)).toMatchObject({ ok: false, status: 400 });
    }
    const strict = createVerifier({ secret: 's', minScore: 0.95, fetch: google({ success: true, action: 'owner', score: 0.9 }).fetch });
    expect((await strict({ token: 't', action: 'owner', remoteIp: 'unknown' })).ok).toBe(false);
  });

  it('answers 503 when Google cannot be reached or answers nonsense', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const down = createVerifier({ secret: 's', fetch: (async () => { throw new TypeError('fetch failed'); }) as typeof fetch });
    expect(await down({ token: 't', action: 'support', remoteIp: undefined })).toMatchObject({ ok: false, status: 503 });
    const odd = createVerifier({ secret: 's', fetch: google('<html>', 200).fetch });
    expect(await odd({ token: 't', action: 'support', remoteIp: undefined })).toMatchObject({ ok: false, status: 503 });
    const fiveHundred = createVerifier({ secret: 's', fetch: google({}, 500).fetch });
    expect(await fiveHundred({ token: 't', action: 'support', remoteIp: undefined })).toMatchObject({ ok: false, status: 503 });
    error.mockRestore();
  });

  it('without a secret, lets requests through in an explicit disabled mode logged once', async () => {
    vi.resetModules();
    const { createVerifier: fresh } = await import('@/lib/server/security/verification');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const verify = fresh({});
    expect(await verify({ token: undefined, action: 'newsletter', remoteIp: undefined })).toEqual({ ok: true, mode: 'disabled' });
    expect(await verify({ token: 'x', action: 'owner', remoteIp: undefined })).toEqual({ ok: true, mode: 'disabled' });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0][0])).toMatch(/verification is DISABLED/);
    warn.mockRestore();
  });

  it('gates the endpoints: the form’s token for its own action passes, others get 400', async () => {
    const g = google({ success: true, action: 'newsletter', score: 0.7 });
    const verify = createVerifier({ secret: 's', fetch: g.fetch });
    const newsletter = newsletterHandler({ verify });
    const ok = await postJson(newsletter, '/api/newsletters', { email: `${unique('v')}@example.com`, token: 'tok' });
    expect(ok.status).toBe(200);
    const none = await postJson(newsletter, '/api/newsletters', { email: `${unique('v')}@example.com` });
    expect(none).toMatchObject({ status: 400, body: { message: expect.stringMatching(/verification is required/) } });
    const contact = contactHandler({ verify });
    const wrongAction = await postJson(contact, '/api/contacts', {
      info: { expectedCheckInDate: '01/01/2026', expectedTourInspectionDate: '01/02/2026', fullName: 'A', email: 'a@b.co', phone: '0901234567', token: 'tok' },
    });
    expect(wrongAction).toMatchObject({ status: 400, body: { message: expect.stringMatching(/verification failed/) } });
    // A token sent beside the info object counts too.
    const support = (await import('@/lib/server/submissions/handler')).supportHandler({ verify: createVerifier({ secret: 's', fetch: google({ success: true, action: 'support', score: 0.8 }).fetch }) });
    const beside = await postJson(support, '/api/contacts/customer_contact', { info: { name: 'A', email: 'a@b.co', phone: '0901234567' }, token: 'tok' });
    expect(beside.status).toBe(200);
  });
});

describe('S3-compatible storage', () => {
  type Stored = { body: Buffer; type: string | undefined };
  const objects = new Map<string, Stored>();
  const log: { method: string; path: string; auth: string }[] = [];
  let failPutNumber = 0;
  let puts = 0;
  let server: http.Server;
  let endpoint = '';

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const key = decodeURIComponent(req.url ?? '');
        log.push({ method: req.method ?? '', path: key, auth: String(req.headers.authorization ?? '') });
        if (req.method === 'PUT') {
          puts += 1;
          if (puts === failPutNumber) return res.writeHead(503).end('<Error>SlowDown</Error>');
          objects.set(key, { body: Buffer.concat(chunks), type: req.headers['content-type'] });
          return res.writeHead(200).end();
        }
        if (req.method === 'DELETE') {
          objects.delete(key);
          return res.writeHead(204).end();
        }
        res.writeHead(405).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const storage = () => s3Storage({ endpoint, bucket: 'uploads', region: 'auto', accessKeyId: 'AKIDTEST', secretAccessKey: 'secret' });
  const owner = async (images: number) => ({
    fullName: 'Owner',
    phone: '0901234567',
    email: `${unique('s3')}@example.vn`,
    images: await Promise.all(Array.from({ length: images }, async () => ({ name: 'p.jpg', type: 'image/jpeg', bytes: await jpeg() }))),
  });

  it('puts signed objects under the bucket, path-style', async () => {
    objects.clear();
    const res = await postMultipart(ownerHandler({ storage: storage() }), await owner(2));
    expect(res.status, res.body.message).toBe(200);
    expect([...objects.keys()]).toHaveLength(2);
    for (const [key, object] of objects) {
      expect(key).toMatch(/^\/uploads\/owners\/\d{4}-\d{2}\/[0-9a-f-]{36}-[12]\.webp$/);
      expect(object.type).toBe('image/webp');
      expect(object.body.subarray(8, 12).toString()).toBe('WEBP');
    }
    expect(log.filter((l) => l.method === 'PUT').every((l) => l.auth.startsWith('AWS4-HMAC-SHA256 Credential=AKIDTEST/'))).toBe(true);
  });

  it('deletes every object of a submission whose third upload failed, and answers 503 to try again', async () => {
    objects.clear();
    puts = 0;
    failPutNumber = 3;
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const res = await postMultipart(ownerHandler({ storage: storage() }), await owner(4), { address: freshAddress() });
      // The bucket answered 503 (SlowDown): a passing trouble of the storage, not a fault of the form.
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('5');
      expect(objects.size).toBe(0);
      expect(log.filter((l) => l.method === 'DELETE')).toHaveLength(4);
    } finally {
      failPutNumber = 0;
      error.mockRestore();
    }
  });
});
