/**
 * The checks on request bodies and connections, replayed
 * against the production server by `npm run test:abuse`. The checks post from addresses of their
 * own on loopback (127.0.40.x and up: Linux answers the whole 127/8), so that the owners' rate
 * limit (5 a minute per address) and the one upload a client may have under way count per check.
 * The run that holds them sets a short BODY_TIMEOUT and REQUEST_TIMEOUT (scripts/abuse.ts), so a
 * slow body is settled in seconds rather than minutes.
 */
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import net from 'node:net';
import { HONEYPOT_FIELD, TOKEN_FIELD } from '@/lib/forms/guard';
import { flatJpeg } from '../lib/flat-jpeg';
import { ownerForm, phoneImages, type NamedImage } from '../lib/image-bombs';
import { formGuardFields, type Server } from '../lib/serve';
import { fixed, record, rssOf } from './kit';

/** The BODY_TIMEOUT (seconds) of the run these checks expect (scripts/abuse.ts). */
export const BODIES_ENV = { BODY_TIMEOUT: '3', REQUEST_TIMEOUT: '20', MAX_CONNECTIONS: '48' };
const MAX_CONNECTIONS = Number(BODIES_ENV.MAX_CONNECTIONS);
const BODY_TIMEOUT_MS = Number(BODIES_ENV.BODY_TIMEOUT) * 1000;

type Exchange = {
  status: number;
  headers: Record<string, string>;
  body: string;
  /** Milliseconds from the first byte sent to the first byte of the answer, and to the connection's close (undefined: still open when given up). */
  answeredMs?: number;
  closedMs?: number;
  /** Body bytes written before the connection closed or the body ended. */
  sent: number;
};

/**
 * One request on a connection of its own from `from`, its body written at `rate` bytes a second
 * (all at once without), until the body ends, the server closes, or `giveUpMs` passes.
 */
function exchange(server: Server, from: string, head: string, body: Buffer, { rate, giveUpMs }: { rate?: number; giveUpMs: number }): Promise<Exchange> {
  return new Promise((resolve) => {
    const started = performance.now();
    const socket = net.connect({ port: server.port, host: '127.0.0.1', localAddress: from });
    const received: Buffer[] = [];
    let answeredMs: number | undefined;
    let sent = 0;
    const done = (closedMs: number | undefined) => {
      clearInterval(ticker);
      clearTimeout(giveUp);
      socket.destroy();
      const text = Buffer.concat(received).toString('latin1');
      const [top = '', ...rest] = text.split('\r\n\r\n');
      const [statusLine = '', ...lines] = top.split('\r\n');
      const headers = Object.fromEntries(lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]));
      resolve({ status: Number(statusLine.split(' ')[1] ?? 0), headers, body: rest.join('\r\n\r\n'), answeredMs, closedMs, sent });
    };
    const giveUp = setTimeout(() => done(undefined), giveUpMs);
    socket.on('data', (chunk: Buffer) => {
      answeredMs ??= performance.now() - started;
      received.push(chunk);
    });
    socket.on('error', () => {});
    socket.on('close', () => done(performance.now() - started));
    socket.write(head);
    if (!rate) socket.write(body, () => (sent = body.length));
    const step = Math.max(1, Math.round((rate ?? 0) / 10));
    const ticker = rate
      ? setInterval(() => {
          if (sent >= body.length || socket.destroyed) return clearInterval(ticker);
          socket.write(body.subarray(sent, sent + step));
          sent = Math.min(body.length, sent + step);
        }, 100)
      : undefined;
  });
}

const postHead = (path: string, type: string, length: number) => `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: ${type}\r\nContent-Length: ${length}\r\n\r\n`;

/** A FormData as the bytes and Content-Type a browser would send. */
async function encoded(form: FormData): Promise<{ type: string; bytes: Buffer }> {
  const request = new Request('http://127.0.0.1/', { method: 'POST', body: form });
  return { type: request.headers.get('content-type') ?? '', bytes: Buffer.from(await request.arrayBuffer()) };
}

/** An owner registration with these photos and guard fields (the page's token unless told). */
const ownerPost = (images: readonly NamedImage[], guard = formGuardFields()) => encoded(ownerForm(images, `abuse-${randomBytes(4).toString('hex')}@example.vn`, guard));
const FORGED = { [TOKEN_FIELD]: 'forged-token', [HONEYPOT_FIELD]: '' };
/** Ten files of 1.89 MB that nobody should read: what is refused must be refused before them. */
const TEN_LARGE = Array.from({ length: 10 }, (_, i): NamedImage => ({ name: `large-${i}.jpg`, type: 'image/jpeg', bytes: randomBytes(1_890_000), what: 'noise' }));

/** A whole request over its own connection from `from`, answered as JSON. */
function postFrom(server: Server, from: string, path: string, { type, bytes }: { type: string; bytes: Buffer }): Promise<{ status: number; message: string; ms: number; at: number }> {
  const started = performance.now();
  return new Promise((resolve) => {
    const req = http.request(
      { host: '127.0.0.1', port: server.port, localAddress: from, path, method: 'POST', agent: false, headers: { 'content-type': type, 'content-length': bytes.length } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          let message = '';
          try {
            message = (JSON.parse(Buffer.concat(chunks).toString()) as { message?: string }).message ?? '';
          } catch {
            /* not JSON */
          }
          resolve({ status: res.statusCode ?? 0, message, ms: performance.now() - started, at: performance.now() });
        });
      },
    );
    req.on('error', (error) => resolve({ status: 0, message: error.message, ms: performance.now() - started, at: performance.now() }));
    req.end(bytes);
  });
}

const closedWithin = (e: Exchange, ms: number) => e.closedMs !== undefined && e.closedMs < ms;
const shown = (e: Exchange) => `${e.status || 'no answer'}${e.answeredMs === undefined ? '' : ` in ${fixed(e.answeredMs)} ms`}, connection ${e.closedMs === undefined ? 'still open when given up' : `closed at ${fixed(e.closedMs / 1000)} s`}`;

/** Finding 5: slow bodies on the photo routes, and connections after an early refusal. */
export async function slowBodies(server: Server) {
  const slowOwner = await exchange(server, '127.0.40.1', postHead('/api/owners', 'multipart/form-data; boundary=x', 1_000_000), Buffer.alloc(1_000_000, 0x61), { rate: 10, giveUpMs: 12_000 });
  record('40.5', `1 MB declared to /api/owners at 10 bytes/s: cut off after about BODY_TIMEOUT (${BODY_TIMEOUT_MS / 1000} s), not REQUEST_TIMEOUT`, slowOwner.status === 408 && closedWithin(slowOwner, BODY_TIMEOUT_MS + 3_000), shown(slowOwner));

  const slowPhotos = await exchange(server, '127.0.40.1', postHead('/admin/photos/property/1', 'multipart/form-data; boundary=x', 1_000_000), Buffer.alloc(1_000_000, 0x61), { rate: 10, giveUpMs: 8_000 });
  record('40.5', '1 MB to /admin/photos without a session at 10 bytes/s: 401 at once, and the connection closed (not drained)', slowPhotos.status === 401 && closedWithin(slowPhotos, 2_000), shown(slowPhotos));

  const empty = await encoded(new FormData());
  for (let i = 0; i < 5; i++) await postFrom(server, '127.0.40.2', '/api/owners', empty);
  const limited = await exchange(server, '127.0.40.2', postHead('/api/owners', 'multipart/form-data; boundary=x', 1_000_000), Buffer.alloc(1_000_000, 0x61), { rate: 10, giveUpMs: 8_000 });
  record('40.5', 'past the owners\' rate limit, 1 MB at 10 bytes/s: 429 with Connection: close, and the connection closed', limited.status === 429 && limited.headers.connection === 'close' && closedWithin(limited, 2_000), shown(limited));

  // One address opens as many slow uploads as the server keeps connections.
  const flood = Array.from({ length: MAX_CONNECTIONS }, () =>
    exchange(server, '127.0.40.3', postHead('/api/owners', 'multipart/form-data; boundary=x', 1_000_000), Buffer.alloc(1_000_000, 0x61), { rate: 10, giveUpMs: 15_000 }),
  );
  await new Promise((r) => setTimeout(r, 500));
  const started = performance.now();
  let servedAfter: number | undefined;
  while (servedAfter === undefined && performance.now() - started < 12_000) {
    const status = await new Promise<number>((resolve) => {
      const req = http.get({ host: '127.0.0.1', port: server.port, localAddress: '127.0.40.4', path: '/api/health', agent: false, timeout: 1_000 }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      });
      req.on('timeout', () => req.destroy());
      req.on('error', () => resolve(0));
    });
    if (status === 200) servedAfter = performance.now() - started;
    else await new Promise((r) => setTimeout(r, 250));
  }
  const held = await Promise.all(flood);
  const longest = Math.max(...held.map((e) => e.closedMs ?? Infinity));
  record(
    '40.5',
    `${MAX_CONNECTIONS} slow uploads from one address with MAX_CONNECTIONS=${MAX_CONNECTIONS}: another client is served within BODY_TIMEOUT + 2 s`,
    servedAfter !== undefined && servedAfter < BODY_TIMEOUT_MS + 2_000,
    `${servedAfter === undefined ? 'not served within 12 s' : `served after ${fixed(servedAfter / 1000)} s`}; the ${MAX_CONNECTIONS}: ${[...new Set(held.map((e) => e.status))].join('/')}, the last closed ${Number.isFinite(longest) ? `at ${fixed(longest / 1000)} s` : 'never (given up at 15 s)'}`,
  );
}

/** Finding 6: owner bodies with a forged form token are refused before their photos are read. */
export async function refusedBodies(server: Server) {
  const forged = await ownerPost(TEN_LARGE, FORGED);
  // 2 MB a second: the whole body would take ten seconds.
  const one = await exchange(server, '127.0.41.1', postHead('/api/owners', forged.type, forged.bytes.length), forged.bytes, { rate: 2_000_000, giveUpMs: 15_000 });
  const tokenRefused = one.status === 400 && one.body.includes('form token');
  record(
    '40.6',
    `a ${fixed(forged.bytes.length / 1e6)} MB owner post with a forged token at 2 MB/s: refused 400 before its photos are sent, connection closed`,
    tokenRefused && (one.answeredMs ?? Infinity) < 2_000 && closedWithin(one, 3_000),
    `${shown(one)}; ${fixed(one.sent / 1e6)} MB sent`,
  );

  // As the probe: 40 such posts from 8 addresses at once, the server's memory sampled meanwhile.
  const before = rssOf(server.child.pid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssOf(server.child.pid))), 20);
  const started = performance.now();
  const answers = await Promise.all(
    Array.from({ length: 40 }, (_, i) => exchange(server, `127.0.41.${10 + (i % 8)}`, postHead('/api/owners', forged.type, forged.bytes.length), forged.bytes, { giveUpMs: 30_000 })),
  );
  const took = performance.now() - started;
  await new Promise((r) => setTimeout(r, 500));
  clearInterval(sampler);
  const growth = (peak - before) / 2 ** 20;
  const byStatus = new Map<number, number>();
  for (const a of answers) byStatus.set(a.status, (byStatus.get(a.status) ?? 0) + 1);
  record(
    '40.6',
    '40 posts of 19 MB with a forged token from 8 addresses at once: all refused (400, 429), the server grows by less than 64 MB (before: +434 MB)',
    answers.every((a) => a.status === 400 || a.status === 429) && growth < 64,
    `${[...byStatus].map(([s, n]) => `${n}× ${s || 'no answer'}`).join(', ')} in ${fixed(took / 1000)} s; +${Math.round(growth)} MB at the peak`,
  );
}

/** Finding 7: one address cannot keep the image queue to itself. */
export async function fairPhotos(server: Server) {
  const [phone] = await phoneImages();
  const probe: NamedImage = { name: 'cmyk-4-scans.jpg', type: 'image/jpeg', bytes: flatJpeg({ width: 4160, height: 3120, components: 4, scans: [[0], [1], [2], [3]] }), what: 'the probe' };
  for (const [what, photo, attacker, owner] of [
    ['the probe\'s 13 MP CMYK JPEG in one scan per component', probe, '127.0.42.1', '127.0.42.2'],
    ['a 12 MP phone photo', phone, '127.0.42.3', '127.0.42.4'],
  ] as const) {
    const heavy = await ownerPost(Array<NamedImage>(10).fill(photo));
    const started = performance.now();
    // Five posts at once (the rate limit's five, and as many as the image queue holds), then an
    // owner once they are in: the owner is taken, after one of theirs at most.
    const flood = Array.from({ length: 5 }, () => postFrom(server, attacker, '/api/owners', heavy));
    await new Promise((r) => setTimeout(r, 1_500));
    const honest = await postFrom(server, owner, '/api/owners', await ownerPost([phone]));
    const theirs = await Promise.all(flood);
    const ahead = theirs.filter((a) => a.status === 200 && a.at < honest.at).length;
    record(
      '40.7',
      `five posts of ten copies of ${what} from one address at once: another owner's photo is taken (200), after one of theirs at most`,
      honest.status === 200 && ahead <= 1,
      `the owner: ${honest.status} in ${fixed(honest.ms / 1000)} s${honest.status === 200 ? '' : ` (${honest.message.slice(0, 80)})`}, after ${ahead} of theirs; the five: ${theirs.map((a) => a.status).join(' ')} in ${fixed((performance.now() - started) / 1000)} s (${theirs.map((a) => a.message).find((m) => m !== 'ok')?.slice(0, 90) ?? 'ok'})`,
    );
  }
}

/** CONNECT answered, and the photo route's answers under a policy. */
export async function answeredProperly(server: Server) {
  const connect = await exchange(server, '127.0.43.1', 'CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n', Buffer.alloc(0), { giveUpMs: 5_000 });
  let message = '';
  try {
    message = (JSON.parse(connect.body) as { message?: string }).message ?? '';
  } catch {
    /* not JSON */
  }
  const connectOk = connect.status === 405 && connect.headers.connection === 'close' && /default-src 'none'/.test(connect.headers['content-security-policy'] ?? '') && connect.headers['x-content-type-options'] === 'nosniff' && message !== '' && closedWithin(connect, 2_000);
  record('40.14', 'CONNECT example.com:443: 405 with a JSON message, the security headers and Connection: close, then closed', connectOk, `${shown(connect)}: ${message || connect.body.slice(0, 60)}`);

  const answers = await Promise.all([
    fetch(`${server.url}/admin/photos/property/1`, { method: 'POST', body: new FormData() }),
    fetch(`${server.url}/admin/photos/property/1`),
  ]);
  const missing = answers.flatMap((res) => {
    void res.arrayBuffer();
    const lacks = ['content-security-policy', 'x-content-type-options', 'x-frame-options', 'referrer-policy', 'x-robots-tag'].filter((h) => !res.headers.get(h));
    return lacks.length ? [`${res.status} lacks ${lacks.join(', ')}`] : [];
  });
  record('40.14', '/admin/photos answers (a post without a session, a GET) carry the security headers and a Content-Security-Policy', missing.length === 0, missing.join('; ') || answers.map((r) => `${r.status}: ${r.headers.get('content-security-policy')?.slice(0, 40)}…`).join(', '));
}
