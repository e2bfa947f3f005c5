/**
 * npm run test:resilience [-- --pg-url postgres://postgres@127.0.0.1:5432 --redis-url redis://127.0.0.1:6379]
 *
 * The production path, on the build: two instances of the app on different ports over
 * one PostgreSQL database and one Redis, each reached through a TCP relay this script controls, so
 * that it can cut the services off and bring them back without touching the real servers.
 *
 * 1. Stateless: both instances answer the same search, detail and page with the same content, and
 *    a change written to the database shows on both instances' cached pages within seconds.
 * 2. Shared rate limits: an address that used its contact requests on one instance is refused
 *    (429) on the other.
 * 3. PostgreSQL cut off mid-run: API requests fail with 503 and a message, pages not in the page
 *    cache with a 5xx error page (never a hang), pages in it are still served; when it is back,
 *    both instances serve again by themselves.
 * 4. Redis cut off: rate limiting falls back to each process's memory and requests still succeed;
 *    when it is back, limits are shared again.
 * 5. One bucket (s3rver, started here, behind a relay too): a photo an editor uploads through
 *    instance A is in the bucket, not on A's disk, and instance B serves it (200, the same bytes)
 *    and lists it in the listing; removed through B it is gone on A and from the bucket; with the bucket unreachable an upload fails with a message and
 *    nothing is stored, in the bucket or on the listing.
 *
 * Needs PostgreSQL and Redis (skips with a message when either does not answer, fails under CI=true) and a build.
 */
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import S3rver from 's3rver';
import sharp from 'sharp';
import { s3Storage } from '@/lib/server/storage/s3';
import { client as browserless, hiddenFieldsWhere, send, signIn } from './abuse/sign-in';
import { BENCH_DATA, formGuardFields, freePort, prepareBenchData, requireBuild, root, startServer, stopServer, waitUntilUp, type Server } from './lib/serve';

const { values } = parseArgs({
  options: {
    'pg-url': { type: 'string', default: process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432' },
    'redis-url': { type: 'string', default: 'redis://127.0.0.1:6379' },
  },
});

/** A TCP relay that can refuse and cut connections, standing in for a service going down. */
class Relay {
  private server: net.Server | undefined;
  private sockets = new Set<net.Socket>();
  constructor(
    readonly port: number,
    private readonly target: { host: string; port: number },
  ) {}

  async up(): Promise<void> {
    if (this.server) return;
    this.server = net.createServer((client) => {
      const upstream = net.connect(this.target);
      for (const s of [client, upstream]) {
        this.sockets.add(s);
        s.on('close', () => this.sockets.delete(s));
        s.on('error', () => undefined);
      }
      client.pipe(upstream).pipe(client);
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
    await new Promise<void>((resolve) => this.server!.listen(this.port, '127.0.0.1', resolve));
  }

  /** The service "stops": open connections are cut and new ones refused. */
  async down(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    for (const s of this.sockets) s.destroy();
    this.sockets.clear();
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

const checks: { name: string; ok: boolean; detail: string }[] = [];
function check(name: string, ok: boolean, detail = '') {
  checks.push({ name, ok, detail });
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${name}${detail ? ` (${detail})` : ''}`);
}

async function get(base: string, p: string, timeoutMs = 15_000) {
  const started = Date.now();
  try {
    const res = await fetch(base + p, { headers: { 'accept-language': 'en' }, signal: AbortSignal.timeout(timeoutMs) });
    const text = await res.text();
    return { status: res.status, text, ms: Date.now() - started };
  } catch (error) {
    return { status: 0, text: String(error), ms: Date.now() - started };
  }
}

function contact(address: string, base: string) {
  return fetch(`${base}/api/contacts`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify({
      info: { language: 'en', expectedCheckInDate: '03/01/2027', expectedTourInspectionDate: '02/20/2027', fullName: 'Resilience check', email: `r-${randomBytes(4).toString('hex')}@resilience.example`, phone: '+84 90 123 4567' },
      ...formGuardFields(),
    }),
  }).then(async (res) => ({ status: res.status, body: (await res.json()) as { message?: string } }));
}

/**
 * A client address no earlier run used, so its rate-limit count starts at zero: a random /64 of
 * the IPv6 documentation range (the limits count an IPv6 client by its /64; Redis keeps the counts
 * between runs).
 */
const freshAddress = () => `2001:db8:${randomBytes(6).toString('hex').match(/.{4}/g)!.join(':')}::7`;

async function until(what: () => Promise<boolean>, limitMs: number): Promise<number | null> {
  const started = Date.now();
  while (Date.now() - started < limitMs) {
    if (await what()) return Date.now() - started;
    await new Promise((r) => setTimeout(r, 250));
  }
  return null;
}

async function reachable(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const s = net.connect({ host: hostname, port: Number(port) }, () => {
      s.destroy();
      resolve(true);
    });
    s.on('error', () => resolve(false));
    s.setTimeout(2_000, () => {
      s.destroy();
      resolve(false);
    });
  });
}

async function main() {
  requireBuild();
  const pgUrl = values['pg-url'].replace(/\/$/, '');
  const redisUrl = values['redis-url'];
  if (!(await reachable(pgUrl)) || !(await reachable(redisUrl))) {
    // On a developer's machine without them this says so and passes; in CI their absence is a failure.
    const ci = /^(1|true|yes)$/i.test(process.env.CI ?? '');
    console.log(`${ci ? 'Failed (CI)' : 'Skipped'}: PostgreSQL (${pgUrl}) or Redis (${redisUrl}) does not answer.`);
    if (ci) process.exitCode = 1;
    return;
  }
  await prepareBenchData(); // the demo media, shared by both instances
  const dbName = `vn_rentals_resilience_${Date.now()}`;
  const admin = new Client({ connectionString: `${pgUrl}/postgres` });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${dbName}`);
  const pg = new URL(pgUrl);
  const redis = new URL(redisUrl);
  const pgRelay = new Relay(await freePort(), { host: pg.hostname, port: Number(pg.port || 5432) });
  const redisRelay = new Relay(await freePort(), { host: redis.hostname, port: Number(redis.port || 6379) });
  await pgRelay.up();
  await redisRelay.up();
  // The bucket: a real S3 server of the script's own, reached through a relay like the others.
  const bucketDir = path.join(root, '.data', 'resilience', `s3-${Date.now()}`);
  const s3 = new S3rver({ address: '127.0.0.1', port: await freePort(), silent: true, directory: bucketDir, configureBuckets: [{ name: 'vn-rentals', configs: [] }] });
  const s3Port = ((await s3.run()) as { port: number }).port;
  const s3Relay = new Relay(await freePort(), { host: '127.0.0.1', port: s3Port });
  await s3Relay.up();
  const relayedPg = `${pg.protocol}//${pg.username ? `${pg.username}${pg.password ? `:${pg.password}` : ''}@` : ''}127.0.0.1:${pgRelay.port}/${dbName}`;
  const relayedRedis = `redis://127.0.0.1:${redisRelay.port}`;
  const servers: Server[] = [];
  try {
    // Seed once through the relay (migrations and demo content), as an operator would before starting instances.
    const { spawn } = await import('node:child_process');
    const seed = spawn(path.join(root, 'node_modules', '.bin', 'tsx'), ['--conditions=react-server', 'scripts/seed-cli.ts', '--if-empty', '--no-media'], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: relayedPg },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    if ((await new Promise<number | null>((r) => seed.on('exit', r))) !== 0) throw new Error('seeding failed');
    const made = spawn(path.join(root, 'node_modules', '.bin', 'tsx'), ['--conditions=react-server', 'scripts/lib/make-staff.ts', 'editor', 'resilience'], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: relayedPg },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let madeOut = '';
    made.stdout.on('data', (chunk: Buffer) => (madeOut += chunk.toString()));
    if ((await new Promise<number | null>((r) => made.on('exit', r))) !== 0) throw new Error('making the editor failed');
    const editor = JSON.parse(madeOut.trim().split('\n').at(-1) ?? '') as { email: string; password: string };

    for (const name of ['a', 'b']) {
      const port = await freePort();
      const env = {
        ...process.env,
        DATABASE_URL: relayedPg,
        REDIS_URL: relayedRedis,
        MEDIA_DIR: BENCH_DATA.MEDIA_DIR,
        SITE_URL: `http://127.0.0.1:${port}`,
        DB_POOL_MAX: '5',
        // This script stands in for the balancer on loopback: its X-Forwarded-For names the client.
        TRUST_PROXY: 'loopback',
        S3_ENDPOINT: `http://127.0.0.1:${s3Relay.port}`,
        S3_BUCKET: 'vn-rentals',
        S3_REGION: 'us-east-1',
        S3_ACCESS_KEY_ID: 'S3RVER',
        S3_SECRET_ACCESS_KEY: 'S3RVER',
      };
      servers.push(startServer(port, env, path.join(root, '.data', 'resilience', `server-${name}.log`)));
    }
    await Promise.all(servers.map((s) => waitUntilUp(s)));
    const [a, b] = servers.map((s) => s.url);
    console.log(`Two instances: ${a} and ${b}, one PostgreSQL database (${dbName}) and one Redis, each through a relay.`);

    // 1. Stateless: the same answers from both.
    for (const p of ['/api/properties/filter?language=en&propertyType=0&cityId=2&bedroom=2&sort=leasePriceMin&pageIndex=2', '/api/properties/detail?language=jp&id=12', '/api/blogs/get-by-category?language=en&pageIndex=1']) {
      const [ra, rb] = await Promise.all([get(a, p), get(b, p)]);
      check(`same answer from both instances: ${p}`, ra.status === 200 && ra.text === rb.text, `status ${ra.status}/${rb.status}, ${ra.text.length} bytes`);
    }
    const [pa, pb] = await Promise.all([get(a, '/en/residences/search?cityId=1'), get(b, '/en/residences/search?cityId=1')]);
    const titles = (html: string) => [...html.matchAll(/<article[^>]*\bdata-id="(\d+)"/g)].map((m) => m[1]).join('|');
    check('the same search page from both instances', pa.status === 200 && pb.status === 200 && titles(pa.text) !== '' && titles(pa.text) === titles(pb.text), `${titles(pa.text).split('|').length} cards`);

    // A content change made straight in the database (as a back office would) reaches both
    // instances' cached pages: the triggers raise the content version, which each instance polls.
    const searchPath = '/en/residences/search?cityId=1';
    const cached = await Promise.all([a, b].map(async (base) => (await fetch(base + searchPath)).headers.get('x-page-cache')));
    check('the search page is then served from each instance\'s page cache', cached.every((c) => c === 'HIT'), cached.join('/'));
    const firstId = titles(pa.text).split('|')[0];
    const renamed = `Renamed for the cache check ${randomBytes(3).toString('hex')}`;
    const direct = new Client({ connectionString: `${pgUrl}/${dbName}` });
    await direct.connect();
    await direct.query('UPDATE properties SET name_en = $1 WHERE id = $2', [renamed, Number(firstId)]);
    await direct.end();
    const seen = await until(async () => (await Promise.all([a, b].map((base) => get(base, searchPath)))).every((r) => r.text.includes(renamed)), 10_000);
    check('a change in the database shows on both instances\' cached pages', seen !== null, seen === null ? 'not within 10 s' : `after ${seen} ms`);

    // 2. Shared rate limits: five contact requests a minute per address (the default), across instances.
    const address = freshAddress();
    const firstFive = [];
    for (let i = 0; i < 5; i++) firstFive.push((await contact(address, i % 2 ? b : a)).status);
    const sixth = await contact(address, b);
    check('rate limits are shared: five accepted across both instances, the sixth refused by the other', firstFive.every((s) => s === 200) && sixth.status === 429, `${firstFive.join(',')} then ${sixth.status}`);

    // 3. PostgreSQL cut off.
    await pgRelay.down();
    const apiDown = await get(a, '/api/properties/filter?language=en&propertyType=0&pageIndex=3');
    let message = '';
    try {
      message = (JSON.parse(apiDown.text) as { message?: string }).message ?? '';
    } catch {
      message = '';
    }
    check('PostgreSQL down: the API answers 503 with a message, quickly', apiDown.status === 503 && message.length > 0 && apiDown.ms < 10_000, `${apiDown.status} in ${apiDown.ms} ms: ${message}`);
    const postDown = await contact(freshAddress(), b);
    check('PostgreSQL down: a form submission answers 503 with a message', postDown.status === 503 && Boolean(postDown.body.message), `${postDown.status}: ${postDown.body.message ?? ''}`);
    const pageDown = await get(b, '/en/residences/search?cityId=3');
    check('PostgreSQL down: a page not in the page cache answers 503 with the error page, not a hang', pageDown.status === 503 && /role="alert"/.test(pageDown.text) && pageDown.ms < 15_000, `${pageDown.status} in ${pageDown.ms} ms`);
    const cachedDown = await get(b, searchPath);
    check('PostgreSQL down: a page in the page cache is still served', cachedDown.status === 200 && cachedDown.text.includes(renamed), String(cachedDown.status));
    await pgRelay.up();
    for (const [name, base] of [
      ['a', a],
      ['b', b],
    ]) {
      const after = await until(async () => (await get(base, '/api/properties/filter?language=en&propertyType=0&pageIndex=4')).status === 200, 30_000);
      check(`PostgreSQL back: instance ${name} serves again by itself`, after !== null, after === null ? 'not within 30 s' : `after ${after} ms`);
    }
    const pageBack = await get(b, '/en/residences/search?cityId=3');
    check('PostgreSQL back: pages render again', pageBack.status === 200, String(pageBack.status));

    // 4. Redis cut off: limits fall back to memory, nothing fails.
    await redisRelay.down();
    const redisDown = await contact(freshAddress(), a);
    check('Redis down: a submission still succeeds (rate limits counted in memory meanwhile)', redisDown.status === 200, String(redisDown.status));
    await redisRelay.up();
    const shared = await until(async () => {
      const probe = freshAddress();
      const statuses = [];
      for (let i = 0; i < 5; i++) statuses.push((await contact(probe, a)).status);
      return statuses.every((s) => s === 200) && (await contact(probe, b)).status === 429;
    }, 30_000);
    check('Redis back: limits are shared across instances again', shared !== null, shared === null ? 'not within 30 s' : `after ${shared} ms`);

    // 5. One bucket for the photos the staff upload.
    const listingId = 12;
    const photosOf = async (base: string) => {
      const answer = JSON.parse((await get(base, `/api/properties/detail?language=en&id=${listingId}`)).text) as { images?: string[]; data?: { images?: string[] } };
      return answer.data?.images ?? answer.images ?? [];
    };
    const photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: { r: 30, g: 120, b: 160 } } }).jpeg({ quality: 80 }).toBuffer();
    const staffA = browserless(servers[0], '198.51.100.61');
    const signedIn = await signIn(staffA, editor.email, editor.password);
    const upload = async () => {
      const form = new FormData();
      form.append('photos', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'terrace.jpg');
      const res = await fetch(`${a}/admin/photos/property/${listingId}`, {
        method: 'POST',
        headers: { cookie: [...staffA.cookies].map(([k, v]) => `${k}=${v}`).join('; '), origin: a, 'x-forwarded-for': staffA.address },
        body: form,
      });
      return { status: res.status, body: (await res.json().catch(() => ({}))) as { message?: string; added?: number } };
    };
    const before = await photosOf(b);
    const added = await upload();
    let onB: string[] = [];
    const shown = await until(async () => (onB = await photosOf(b)).length === before.length + 1, 10_000);
    const fresh = onB.find((name) => !before.includes(name)) ?? '';
    check('an editor uploads a photo through instance A; instance B lists it on the listing', signedIn.outcome === 'in' && added.status === 200 && shown !== null && fresh.startsWith('listings/'), `sign-in ${signedIn.outcome}, upload ${added.status} ${added.body.message ?? ''}, ${fresh || 'nothing new'}`);
    const [fromA, fromB] = await Promise.all([a, b].map(async (base) => {
      const res = await fetch(`${base}/images/${fresh}`);
      return { status: res.status, bytes: Buffer.from(await res.arrayBuffer()) };
    }));
    const bucketReader = s3Storage({ endpoint: `http://127.0.0.1:${s3Port}`, bucket: 'vn-rentals', accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' });
    const stored = fresh ? await bucketReader.get(`images/${fresh}`) : null;
    await stored?.body.cancel();
    const inBucket = stored !== null;
    const onDisk = fresh !== '' && fs.existsSync(path.join(BENCH_DATA.MEDIA_DIR, 'images', ...fresh.split('/')));
    check('instance B serves the photo A took (200, the same bytes), from the bucket, not from a disk', fresh !== '' && fromB.status === 200 && fromA.status === 200 && fromB.bytes.length > 1000 && fromB.bytes.equals(fromA.bytes) && inBucket && !onDisk, `A ${fromA.status} ${fromA.bytes.length} B, B ${fromB.status} ${fromB.bytes.length} B; in the bucket: ${inBucket}, on the media disk: ${onDisk}`);

    // Removed through instance B (the editor's "Remove" form, as posted without JavaScript): gone on A too.
    const staffB = { ...staffA, base: b };
    const editorPage = await send(staffB, `/admin/listings/${listingId}`);
    const removeForm = hiddenFieldsWhere(editorPage.text, (form) => form.includes(`name="name" value="${fresh}"`) && form.includes('name="op" value="remove"'));
    const removed = removeForm ? await send(staffB, `/admin/listings/${listingId}`, removeForm) : undefined;
    let onA: string[] = [];
    const gone = await until(async () => !(onA = await photosOf(a)).includes(fresh), 10_000);
    const servedAfter = (await fetch(`${a}/images/${fresh}`)).status;
    const leftInBucket = fresh ? await bucketReader.get(`images/${fresh}`) : null;
    await leftInBucket?.body.cancel();
    check('removed through instance B, the photo is gone on A: off the listing, 404, and out of the bucket', Boolean(removeForm) && removed !== undefined && removed.status < 400 && gone !== null && servedAfter === 404 && leftInBucket === null, `form ${removeForm ? 'found' : 'missing'}, post ${removed?.status ?? '-'}, A lists ${onA.length}, A serves ${servedAfter}, in the bucket: ${leftInBucket !== null}`);

    await s3Relay.down();
    const refused = await upload();
    const afterDown = await photosOf(b);
    check('with the bucket unreachable an upload answers 503 "storageDown" (the edit page says the storage cannot be reached) and stores nothing', refused.status === 503 && refused.body.message === 'storageDown' && afterDown.length === onA.length, `${refused.status} ${refused.body.message ?? ''}; photos ${onA.length} → ${afterDown.length}`);
    await s3Relay.up();
  } finally {
    await Promise.all(servers.map((s) => stopServer(s)));
    await pgRelay.down();
    await redisRelay.down();
    await s3Relay.down();
    await s3.close();
    fs.rmSync(bucketDir, { recursive: true, force: true });
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch(() => undefined);
    await admin.end();
  }
  const failed = checks.filter((c) => !c.ok);
  console.log(`\n${checks.length - failed.length} of ${checks.length} checks passed.`);
  if (failed.length) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exit(1);
});
