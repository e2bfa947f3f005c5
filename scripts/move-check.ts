/**
 * npm run test:move: `npm run db:move` as an operator runs it, against the build (run
 * `npm run build` first), with PostgreSQL on 127.0.0.1:5432 (MOVE_CHECK_PG: another server's URL;
 * its user must be able to create databases).
 *
 * The built site runs on an embedded database of its own (a small demo seed, in .data/move-check):
 * a renter's contact, an owner's registration with a photo, a shared list, and an admin who signs
 * in and adds a photo to a listing, all through the site's HTTP endpoints; the API's answers are
 * recorded. With the site still running the move is refused (the embedded database is in use).
 * The site stopped, `npm run db:move -- --to …` moves it into a fresh PostgreSQL database (every
 * table's rows printed, the same on both sides), and `--uploads` copies the uploads and written
 * images into a bucket (s3rver, started here). The site started on that database and bucket gives
 * the same API answers, keeps the admin signed in (the sessions moved), lets them sign in again
 * with the same password, shows the contact in the inbox, and serves both photos from the bucket.
 * A second move into the now-filled database is refused. Exit 1 on any failure; the databases and
 * directories made here are removed.
 */
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Client } from 'pg';
import S3rver from 's3rver';
import sharp from 'sharp';
import { checks, record, summarise } from './abuse/kit';
import { client, send, signIn, type Client as Browser } from './abuse/sign-in';
import { formGuardFields, freePort, requireBuild, root, startServer, stopServer, waitUntilUp, type Server } from './lib/serve';

const PG = process.env.MOVE_CHECK_PG ?? 'postgres://postgres@127.0.0.1:5432/postgres';
/** The ports of this check, free ones chosen at its start: the site before and after, and the bucket. */
const PORTS = { before: 0, after: 0, bucket: 0 };
const BUCKET = 'vn-rentals-move';
const tsx = path.join(root, 'node_modules', '.bin', 'tsx');

type Run = { code: number | null; out: string };

/** A project script run as a child process (`npm run <name>` without npm), its output kept. */
function run(script: string, args: string[], env: NodeJS.ProcessEnv): Promise<Run> {
  return new Promise((resolve) => {
    const child = spawn(tsx, ['--conditions=react-server', script, ...args], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    child.stderr.on('data', (c: Buffer) => (out += c.toString()));
    child.on('exit', (code) => resolve({ code, out }));
  });
}

function urlOf(database: string): string {
  const url = new URL(PG);
  url.pathname = `/${database}`;
  return url.toString();
}

async function onServer(statement: string): Promise<void> {
  const pg = new Client({ connectionString: PG });
  await pg.connect();
  try {
    await pg.query(statement);
  } finally {
    await pg.end();
  }
}

async function json(base: string, target: string): Promise<{ status: number; text: string }> {
  const res = await fetch(base + target, { headers: { 'accept-language': 'en' } });
  return { status: res.status, text: await res.text() };
}

async function bytesOf(base: string, target: string): Promise<{ status: number; bytes: Buffer }> {
  const res = await fetch(base + target);
  return { status: res.status, bytes: Buffer.from(await res.arrayBuffer()) };
}

/** The answers compared before and after the move: the catalogue as a visitor's pages read it. */
async function apiAnswers(base: string, detailId: number): Promise<Map<string, string>> {
  const targets = [
    '/api/cities',
    '/api/properties/filter?language=en&propertyType=0&pageIndex=1',
    '/api/properties/filter?language=jp&propertyType=2&pageIndex=1',
    `/api/properties/detail?language=en&id=${detailId}`,
    `/api/properties/detail?language=jp&id=${detailId}`,
    '/api/projects?language=en',
    '/api/blogs?language=en',
    '/api/speciallists?language=en',
  ];
  const answers = new Map<string, string>();
  for (const t of targets) {
    const { status, text } = await json(base, t);
    answers.set(t, `${status} ${text}`);
  }
  return answers;
}

const cookieOf = (who: Browser) => [...who.cookies].map(([k, v]) => `${k}=${v}`).join('; ');

/** A back-office page as the signed-in browser asks for it: 200 and its HTML, or a redirect to sign in. */
async function backOffice(base: string, who: Browser, target: string) {
  const res = await fetch(base + target, { headers: { cookie: cookieOf(who), 'x-forwarded-for': who.address }, redirect: 'manual' });
  return { status: res.status, location: res.headers.get('location') ?? '', text: await res.text() };
}

async function main() {
  for (const which of ['before', 'after', 'bucket'] as const) PORTS[which] = await freePort();
  const started = Date.now();
  requireBuild();
  console.log(`Moving the embedded database to PostgreSQL, ${new Date().toISOString()}`);
  const work = path.join(root, '.data', 'move-check', String(Date.now()));
  const dirs = { PGLITE_DIR: path.join(work, 'pglite'), UPLOAD_DIR: path.join(work, 'uploads'), MEDIA_DIR: path.join(work, 'media') };
  const database = `move_check_${crypto.randomBytes(4).toString('hex')}`;
  const target = urlOf(database);
  // The script's form tokens and the server's must share their key.
  process.env.FORM_SECRET ??= crypto.randomBytes(32).toString('hex');
  const base: NodeJS.ProcessEnv = { ...process.env, ...dirs, DATABASE_URL: '', TRUST_PROXY: '1', ALERTS_SCHEDULER: 'off', S3_ENDPOINT: '', S3_BUCKET: '', S3_ACCESS_KEY_ID: '', S3_SECRET_ACCESS_KEY: '' };
  const bucketEnv = { S3_ENDPOINT: `http://127.0.0.1:${PORTS.bucket}`, S3_BUCKET: BUCKET, S3_REGION: 'us-east-1', S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER' };
  const log = path.join(work, 'server.log');
  let server: Server | undefined;
  const s3 = new S3rver({ address: '127.0.0.1', port: PORTS.bucket, silent: true, directory: path.join(work, 's3'), configureBuckets: [{ name: BUCKET, configs: [] }] });
  let s3Up = false;
  let made = false;
  try {
    fs.mkdirSync(work, { recursive: true });
    const seeded = await run('scripts/seed-cli.ts', ['--residences', '60', '--offices', '20', '--no-media'], base);
    if (seeded.code !== 0) throw new Error(`seeding failed:\n${seeded.out}`);
    const adminRun = await run('scripts/lib/make-staff.ts', ['admin', 'move'], base);
    if (adminRun.code !== 0) throw new Error(`making the admin failed:\n${adminRun.out}`);
    const admin = JSON.parse(adminRun.out.trim().split('\n').at(-1) ?? '') as { email: string; password: string };

    // 1. The site on its embedded database, filled through its own endpoints.
    server = startServer(PORTS.before, { ...base, SITE_URL: `http://127.0.0.1:${PORTS.before}` }, log);
    await waitUntilUp(server);
    const url = server.url;
    const marker = `Move Check ${crypto.randomBytes(3).toString('hex')}`;
    const contact = await fetch(`${url}/api/contacts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.71' },
      body: JSON.stringify({ ...formGuardFields(), info: { language: 'en', cityId: 1, expectedCheckInDate: '03/01/2027', expectedTourInspectionDate: '02/20/2027', fullName: marker, email: 'renter@example.com', phone: '+84 90 123 4567' } }),
    });
    const photo = await sharp({ create: { width: 900, height: 600, channels: 3, background: { r: 160, g: 90, b: 40 } } }).jpeg({ quality: 80 }).toBuffer();
    const owner = new FormData();
    const ownerFields: Record<string, string> = { ...formGuardFields(), language: 'en', location: 'Hanoi', fullName: `${marker} Owner`, phone: '0901234567', email: 'owner@example.vn', cityId: '1', propertyType: 'apartment', currency: 'USD', numberOfBedroom: '2', numberOfBadroom: '1', addressForLease: '12 Tô Ngọc Vân, Tây Hồ', leasableArea: '85 m2', descriptionFacilities: 'Pool', descriptionAmentities: 'Washer', leasePrice: '1200' };
    for (const [k, v] of Object.entries(ownerFields)) owner.append(k, v);
    owner.append('images', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'front.jpg');
    const ownerAnswer = await fetch(`${url}/api/owners`, { method: 'POST', headers: { 'x-forwarded-for': '198.51.100.72' }, body: owner });
    const filter = JSON.parse((await json(url, '/api/properties/filter?language=en&propertyType=0&pageIndex=1')).text) as { data?: { id: number }[] };
    const detailId = filter.data?.[0]?.id ?? 1;
    const shared = await fetch(`${url}/api/shared-lists`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.73' },
      body: JSON.stringify({ items: [{ kind: 'residence', id: detailId }], language: 'en' }),
    });
    const sharedPath = ((await shared.json().catch(() => ({}))) as { path?: string }).path ?? '';
    record('42.3', 'the embedded site takes a contact, an owner registration with a photo and a shared list', contact.status === 200 && ownerAnswer.status === 200 && shared.status === 201 && sharedPath !== '', `${contact.status} ${ownerAnswer.status} ${shared.status}`);

    const adminBrowser = client(server, '198.51.100.74');
    const firstSignIn = (await signIn(adminBrowser, admin.email, admin.password)).outcome;
    const form = new FormData();
    form.append('photos', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'terrace.jpg');
    const upload = await fetch(`${url}/admin/photos/property/${detailId}`, { method: 'POST', headers: { cookie: cookieOf(adminBrowser), origin: url, 'x-forwarded-for': adminBrowser.address }, body: form });
    await upload.arrayBuffer();
    const before = await apiAnswers(url, detailId);
    const detail = JSON.parse(before.get(`/api/properties/detail?language=en&id=${detailId}`)!.slice(4)) as { data?: { images?: string[] }; images?: string[] };
    const listingPhoto = (detail.data?.images ?? detail.images ?? []).find((i) => i.includes('listings/')) ?? '';
    const photoPath = listingPhoto ? `/images/${listingPhoto.replace(/^.*?listings\//, 'listings/')}` : '';
    const photoBefore = photoPath ? await bytesOf(url, photoPath) : { status: 0, bytes: Buffer.alloc(0) };
    record('42.3', 'an admin signs in and adds a photo to a listing, which the site serves', firstSignIn === 'in' && upload.status < 400 && photoBefore.status === 200, `sign-in ${firstSignIn}, upload ${upload.status}, ${photoPath || 'no photo in the detail'} ${photoBefore.status}`);

    // 2. While the site runs, the move is refused: the embedded database admits one process.
    await onServer(`CREATE DATABASE ${database}`);
    made = true;
    const busy = await run('scripts/db-move.ts', ['--to', target], base);
    record('42.3', 'with the site running, the move is refused and says why', busy.code === 1 && /in use by process \d+ \(is the server running\?\)/.test(busy.out), `exit ${busy.code}: ${busy.out.trim().split('\n').at(-1)}`);
    await stopServer(server);
    server = undefined;

    // 3. The move, as the operator runs it.
    const noBucket = await run('scripts/db-move.ts', ['--uploads'], base);
    record('42.3', '--uploads without a bucket is refused with what to set', noBucket.code === 1 && /S3_ENDPOINT, S3_BUCKET/.test(noBucket.out), `exit ${noBucket.code}`);
    const moveStarted = Date.now();
    const moved = await run('scripts/db-move.ts', ['--to', target], base);
    console.log(moved.out.split('\n').filter((l) => !l.startsWith('  copied')).join('\n'));
    const lines = moved.out.split('\n').filter((l) => /^\w+\s+\d+\s+\d+/.test(l));
    const differ = lines.filter((l) => {
      const [, a, b] = l.trim().split(/\s+/);
      return a !== b;
    });
    const wanted = ['staff_users', 'staff_sessions', 'contact_requests', 'owner_submissions', 'owner_submission_images', 'shared_lists', 'inbox_items', 'mail_outbox', 'audit_log', 'properties'];
    const empty = wanted.filter((t) => !lines.some((l) => l.startsWith(`${t} `) && !/\s0\s+0$/.test(l)));
    record('42.3', 'db:move copies every table, prints the rows on both sides, and they match', moved.code === 0 && lines.length > 40 && differ.length === 0 && empty.length === 0 && /All \d+ tables match/.test(moved.out), `exit ${moved.code}, ${lines.length} tables, ${differ.length} differ${empty.length ? `, empty: ${empty.join(', ')}` : ''}, ${Date.now() - moveStarted} ms`);

    await s3.run();
    s3Up = true;
    const uploads = await run('scripts/db-move.ts', ['--uploads'], { ...base, ...bucketEnv });
    const ownerFiles = (fs.readdirSync(dirs.UPLOAD_DIR, { recursive: true }) as string[]).filter((f) => fs.statSync(path.join(dirs.UPLOAD_DIR, f)).isFile());
    const { s3Storage } = await import('@/lib/server/storage/s3');
    const bucket = s3Storage({ endpoint: bucketEnv.S3_ENDPOINT, bucket: BUCKET, accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' });
    const inBucket = await bucket.list('');
    const ownerInBucket = ownerFiles.length > 0 && ownerFiles.every((f) => inBucket.includes(f.split(path.sep).join('/')));
    const imageInBucket = photoPath !== '' && inBucket.includes(`images/${photoPath.slice('/images/'.length)}`);
    record('42.3', '--uploads copies the owner photos and the written images into the bucket', uploads.code === 0 && ownerInBucket && imageInBucket, `exit ${uploads.code}; ${ownerFiles.length} upload(s) in the bucket: ${ownerInBucket}; the listing photo: ${imageInBucket}; ${inBucket.length} keys`);

    // 4. The site on PostgreSQL and the bucket: the same answers, the same staff.
    fs.rmSync(dirs.MEDIA_DIR, { recursive: true, force: true }); // the photo must come from the bucket now
    server = startServer(PORTS.after, { ...base, ...bucketEnv, DATABASE_URL: target, PGLITE_DIR: path.join(work, 'unused-pglite'), SITE_URL: `http://127.0.0.1:${PORTS.after}` }, log);
    await waitUntilUp(server);
    const after = await apiAnswers(server.url, detailId);
    const changed = [...before.keys()].filter((k) => before.get(k) !== after.get(k));
    const ok200 = [...after.values()].filter((v) => v.startsWith('200 ')).length;
    const not200 = [...after].filter(([, v]) => !v.startsWith('200 ')).map(([k, v]) => `${k} ${v.slice(0, 3)}`);
    record('42.3', 'on PostgreSQL the API answers as before the move', changed.length === 0 && ok200 === after.size, changed.length ? `differ: ${changed.join(', ')}` : `${after.size} answers alike${not200.length ? `, not 200: ${not200.join(', ')}` : ''}`);
    const sharedAfter = sharedPath ? await fetch(`${server.url}${sharedPath}`, { redirect: 'manual' }) : undefined;
    await sharedAfter?.arrayBuffer();
    record('42.3', 'the shared list link still opens', sharedAfter?.status === 200, String(sharedAfter?.status));
    const photoAfter = photoPath ? await bytesOf(server.url, photoPath) : { status: 0, bytes: Buffer.alloc(0) };
    record('42.3', 'the listing photo is served from the bucket, the same bytes', photoAfter.status === 200 && photoAfter.bytes.equals(photoBefore.bytes), `${photoAfter.status}, ${photoAfter.bytes.length} B`);

    const stillIn = client(server, adminBrowser.address);
    stillIn.cookies = new Map(adminBrowser.cookies);
    const inbox = await backOffice(server.url, stillIn, '/admin/inbox');
    record('42.3', "the admin's session moved: still signed in, and the inbox shows the renter's contact", inbox.status === 200 && inbox.text.includes(marker), `${inbox.status}${inbox.location ? ` → ${inbox.location}` : ''}, contact ${inbox.text.includes(marker) ? 'listed' : 'missing'}`);
    const fresh = client(server, '198.51.100.75');
    const again = (await signIn(fresh, admin.email, admin.password)).outcome;
    const wrong = (await signIn(client(server, '198.51.100.76'), admin.email, `${admin.password}x`)).outcome;
    record('42.3', 'the same password signs the admin in on PostgreSQL (and a wrong one does not)', again === 'in' && wrong === 'wrong', `${again} / ${wrong}`);
    await send(fresh, '/admin'); // nothing to check: a page read on the new database before it stops
    await stopServer(server);
    server = undefined;

    // 5. A second move into the now-filled database is refused, naming its tables.
    const second = await run('scripts/db-move.ts', ['--to', target], base);
    record('42.3', 'a second move into the filled database is refused, naming the tables that hold data', second.code === 1 && /already holds data, so nothing was copied: .*\(\d+ rows?\)/.test(second.out), `exit ${second.code}`);
  } finally {
    if (server) await stopServer(server);
    if (s3Up) await s3.close().catch(() => {});
    if (made) await onServer(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`).catch((e: unknown) => console.error(`could not drop ${database}: ${String(e)}`));
    if (checks.every((c) => c.ok) && !process.env.MOVE_CHECK_KEEP) fs.rmSync(work, { recursive: true, force: true });
  }
  summarise(started);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
