/**
 * npm run test:abuse
 *
 * Replays hostile clients against the production build (`npm run build` first) on the scripts'
 * own data, and fails if any of them gets through again:
 *
 * - spoofed addresses: with no trusted proxy, a new X-Forwarded-For on every request does
 *   not escape the rate limit; behind one trusted balancer that appends to the header, neither a
 *   forged entry, nor another spelling of one address, nor another address of one IPv6 /64 does;
 * - the forwarded scheme: `X-Forwarded-Proto: xhttps`, or https from an untrusted client,
 *   never makes a page whose cookies are Secure, and no stored page replays one to plain http;
 * - render floods: made-up query parameters are answered from the page cache, a flood of
 *   addresses that do need a render is bounded (503 with Retry-After past the queue, never a 500),
 *   and POST, PUT and DELETE to a page are refused with 405 without a render;
 * - image bombs: decompression bombs posted as owner photos are refused at once with a
 *   clear 4xx, and the server's memory stays bounded;
 * - bots without keys: a plain POST without the page's form token is refused, and every
 *   answer of a cached page carries a token of its own, issued when it is sent;
 * - the back office's sign-in and roles (scripts/abuse/sign-in.ts), posted as a browser
 *   without JavaScript posts its forms: strangers' wrong passwords and codes from many addresses
 *   do not keep a member out of an address they signed in from, and are stopped after five (40.9);
 *   a wrong password takes as long without an account as with one (40.10); a TOTP code signs in
 *   once, also when two sign-ins send it at once (40.11); an agent gets no owner registration
 *   through the listing form (40.12); a refused form post lands on the 403 page, not a 404 (40.14).
 *
 * And the page cache's checks (scripts/abuse/cache.ts): previews never kept however
 * their address is spelt, no render forced by made-up cookie and parameter values, HEAD or long
 * addresses, stored pages counted as the memory they hold, the API keyed by its parsed query.
 * And those on mail and spellings (scripts/abuse/recipients.ts):
 *
 * - mail-bombing a third party: posts from many senders naming one address are all
 *   taken and notified, but the address is mailed at most its hour's budget;
 * - hostile spellings: integers as 05, +5 or " 5" answer 400 naming the parameter,
 *   a contact's preferred date in 9999 answers 400 with the window.
 *
 * And those of scripts/abuse/errors.ts, where hostile input got a 5xx or a
 * post without Origin passed for the site's own: `/_next/image` answers 404 for any
 * source; a sign-in `?next=` with CR, LF or U+2028 returns to /admin; a server action from another
 * site (foreign or null Origin, or none with `Sec-Fetch-Site: cross-site` or `same-site`) is 403
 * with a message; a blog post the schema allows (99 007 characters, or both bodies at their limit
 * in Japanese, 2.4 MB) reaches its action, a body over 3 MB is 413, a payload Next cannot decode
 * is 400; and the server logs no stack trace for any of them.
 *
 * And bodies and connections (scripts/abuse/bodies.ts): a body
 * trickled to the photo routes is cut off after about BODY_TIMEOUT; an early refusal (401, 429,
 * a forged form token) is answered before the rest of the body is read and its connection
 * closed, so one address cannot hold the server's connections; 40 posts of 19 MB with a forged
 * token cost the server little memory; one address posting photos at the rate limit does not
 * turn other owners away; CONNECT is answered 405; /admin/photos answers carry a policy.
 *
 * The servers are started one after the other (the embedded database is opened by one process):
 * one as deployed by default (TRUST_PROXY unset), one behind a balancer (TRUST_PROXY=1) writing its
 * mails where the recipient checks read them, one behind a balancer for the sign-in checks, whose
 * accounts are made before it starts, one with short body timeouts and 48 connections for the
 * bodies' checks, and two with page caches of 0 and 24 MB.
 */
import { randomBytes } from 'node:crypto';
import { FORM_TOKEN_PATTERN } from '@/lib/security/form-token';
import { apiKeyedByItsQuery, memoryCountedAsHeld, memoryWithNothingKept, noRendersForced, previewsNeverKept } from './abuse/cache';
import { hostileInput } from './abuse/errors';
import { answeredProperly, BODIES_ENV, fairPhotos, refusedBodies, slowBodies } from './abuse/bodies';
import { fixed, get, percentile, pool, post, record, rssOf, summarise } from './abuse/kit';
import { absurdDates, canonicalIntegers, mailToOneRecipient, RECIPIENTS_OUTBOX } from './abuse/recipients';
import { roleRefusals, secondStepCodes, signInServerEnv, signInTiming, strangersCannotLockOut } from './abuse/sign-in';
import { hostileImages, ownerForm, type HostileImage } from './lib/image-bombs';
import { formGuardFields, startBenchServer, stopServer, type Server } from './lib/serve';

/** Statuses of `n` posts to the contact endpoint; the rate limit is taken before the body is read. */
async function contactStatuses(base: string, forwardedFor: (i: number) => string, n: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < n; i++) statuses.push(await post(base, '/api/contacts', { 'x-forwarded-for': forwardedFor(i) }));
  return statuses;
}

const limited = (statuses: number[]) => statuses.slice(0, 5).every((s) => s !== 429) && statuses.slice(5).every((s) => s === 429);
const secure = (headers: Headers) => headers.getSetCookie().some((c) => /;\s*secure/i.test(c));

/** An owner registration carrying `copies` of each picture, with the page's token as a browser sends it. */
async function postPhotos(base: string, images: HostileImage[], copies: number) {
  const copied = images.flatMap((image) => Array<HostileImage>(copies).fill(image));
  const form = ownerForm(copied, `abuse-${randomBytes(4).toString('hex')}@example.vn`, formGuardFields());
  const started = performance.now();
  const res = await fetch(`${base}/api/owners`, { method: 'POST', body: form });
  const body = (await res.json()) as { message?: string };
  return { status: res.status, message: body.message ?? '', ms: performance.now() - started };
}

async function imageBombs(server: Server) {
  const bombs = await hostileImages();
  // A harmless picture first: loading sharp and libvips is not what is measured.
  await postPhotos(server.url, bombs.filter((b) => b.name === 'gif-canvas-7000.gif'), 1);
  const before = rssOf(server.child.pid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssOf(server.child.pid))), 20);
  try {
    for (const bomb of bombs) {
      // Ten copies of a refused file (the most one request may carry); three of one made harmless.
      const answer = await postPhotos(server.url, [bomb], bomb.status === 400 ? 10 : 3);
      const ok = answer.status === bomb.status && (bomb.status !== 400 || (answer.ms < 2_000 && /images: File 1 /.test(answer.message)));
      record('1', `${bomb.what}: answered ${bomb.status}`, ok, `${answer.status} in ${fixed(answer.ms)} ms${answer.status === 200 ? '' : `: ${answer.message.slice(0, 90)}`}`);
    }
    const issueFile = bombs[0];
    // One client has one upload under way at a time: the second may be refused for that.
    const together = await Promise.all([postPhotos(server.url, [issueFile], 10), postPhotos(server.url, [issueFile], 10)]);
    const refusedTogether = together.some((a) => a.status === 400) && together.every((a) => a.status === 400 || a.status === 429);
    record('1', `two requests of ten of the issue's PNG at once: refused (400, or 429 while the other is under way)`, refusedTogether, together.map((a) => `${a.status} in ${fixed(a.ms)} ms`).join(', '));
  } finally {
    clearInterval(sampler);
  }
  const growth = (peak - before) / 2 ** 20;
  record('1', 'the server\'s memory while they were posted grew by less than 200 MB (unbounded: +500 MB to +6.7 GB)', growth < 200, `+${Math.round(growth)} MB at its peak`);
}

async function asDeployed(server: Server) {
  const base = server.url;
  await imageBombs(server);
  const spoofed = await contactStatuses(base, () => `203.0.113.${1 + Math.floor(Math.random() * 250)}`, 8);
  record('2', 'a new X-Forwarded-For on every request, no trusted proxy: limited after 5', limited(spoofed), spoofed.join(' '));

  const forged = await get(base, '/jp', { 'x-forwarded-proto': 'https' });
  record('5', 'X-Forwarded-Proto: https from an untrusted client makes no Secure cookie', !secure(forged.headers), forged.headers.getSetCookie().join(' | ') || 'no cookie');

  for (const method of ['POST', 'PUT', 'DELETE']) {
    const res = await fetch(`${base}/en/faq`, { method, body: method === 'DELETE' ? undefined : 'x=1' });
    await res.arrayBuffer();
    record('6', `${method} to a page is refused without a render`, res.status === 405 && res.headers.get('allow') === 'GET, HEAD', `${res.status}, Allow: ${res.headers.get('allow')}`);
  }

  const bot = await fetch(`${base}/api/newsletters`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'bot@example.com' }) });
  const botAnswer = (await bot.json()) as { message?: string };
  record('3', 'a plain POST without the page\'s form token is refused (no reCAPTCHA keys)', bot.status === 400, `${bot.status} ${botAnswer.message ?? ''}`);
  const tokensOf = async () => {
    const res = await fetch(`${base}/en/faq`);
    return { cache: res.headers.get('x-page-cache'), tokens: new Set((await res.text()).match(FORM_TOKEN_PATTERN) ?? []) };
  };
  const [one, two] = [await tokensOf(), await tokensOf()];
  const fresh = two.cache === 'HIT' && one.tokens.size === 1 && two.tokens.size === 1 && [...one.tokens][0] !== [...two.tokens][0];
  record('3', 'each answer of a cached page carries a form token of its own', fresh, `${one.cache}/${two.cache}, ${one.tokens.size} and ${two.tokens.size} distinct tokens, ${fresh ? 'different' : 'shared'}`);

  // Made-up parameters: one key, one render, the rest from memory.
  await get(base, '/en/faq');
  const quiet = await pool(50, 1, () => get(base, '/en/faq'));
  const flood = await pool(300, 50, () => get(base, `/en/faq?q=${randomBytes(6).toString('hex')}`));
  const misses = flood.filter((r) => r.headers.get('x-page-cache') !== 'HIT').length;
  record('6', '300 made-up ?q= values on a cached page are answered from the page cache', misses === 0, `${misses} renders; p95 ${fixed(percentile(flood.map((r) => r.ms), 95))} ms at 50 in parallel (quiet p95 ${fixed(percentile(quiet.map((r) => r.ms), 95))} ms)`);

  // Addresses that each need a render: bounded, and cached pages stay answered meanwhile.
  const cachedDuring: number[] = [];
  let flooding = true;
  const probe = (async () => {
    while (flooding) {
      cachedDuring.push((await get(base, '/en/faq')).ms);
      await new Promise((r) => setTimeout(r, 20));
    }
  })();
  const renders = await pool(300, 100, () => get(base, `/en/residences/search?keyword=${randomBytes(5).toString('hex')}`));
  flooding = false;
  await probe;
  const byStatus = new Map<number, number>();
  for (const r of renders) byStatus.set(r.status, (byStatus.get(r.status) ?? 0) + 1);
  const busy = renders.filter((r) => r.status === 503);
  const bounded = busy.length > 0 && busy.every((r) => r.headers.get('retry-after') !== null) && renders.every((r) => r.status === 200 || r.status === 503);
  record(
    '6',
    '300 searches that each need a render, 100 at a time: renders bounded (503 + Retry-After past the queue), never a 500',
    bounded,
    `${[...byStatus].map(([s, n]) => `${n}× ${s}`).join(', ')}; a cached page meanwhile: p50 ${fixed(percentile(cachedDuring, 50))} ms, p95 ${fixed(percentile(cachedDuring, 95))} ms (${cachedDuring.length} requests)`,
  );
}

async function behindBalancer(server: Server) {
  const base = server.url;
  // The balancer appends the real client to whatever the client sent.
  const forged = await contactStatuses(base, () => `203.0.113.${1 + Math.floor(Math.random() * 250)}, 198.51.100.7`, 8);
  record('2', 'a forged entry before the balancer\'s own (TRUST_PROXY=1): limited after 5', limited(forged), forged.join(' '));
  const spellings = ['198.51.100.9', '198.51.100.09', '::ffff:198.51.100.9', '198.51.100.9:1234', '[::ffff:198.51.100.9]:80', '198.051.100.9', '198.51.100.9', '198.51.100.9'];
  const respelt = await contactStatuses(base, (i) => spellings[i], 8);
  record('2', 'one IPv4 address spelt eight ways: limited after 5', limited(respelt), respelt.join(' '));
  const ipv6 = await contactStatuses(base, (i) => `2001:db8:77:1:${(i + 1).toString(16)}::${randomBytes(2).toString('hex')}`, 8);
  record('2', 'eight addresses of one IPv6 /64: limited after 5', limited(ipv6), ipv6.join(' '));

  const odd = await get(base, '/jp', { 'x-forwarded-proto': 'xhttps' });
  const plainAfter = await get(base, '/jp', { 'x-forwarded-proto': 'http' });
  record('5', 'X-Forwarded-Proto: xhttps is not https: no Secure cookie', !secure(odd.headers), odd.headers.getSetCookie().join(' | '));
  record('5', 'the next plain-http visitor gets no Secure cookie from the cache', !secure(plainAfter.headers) && plainAfter.headers.get('x-page-cache') === 'HIT', `${plainAfter.headers.get('x-page-cache')}: ${plainAfter.headers.getSetCookie().join(' | ')}`);
  const https = await get(base, '/jp', { 'x-forwarded-proto': 'https' });
  const httpAfter = await get(base, '/jp', { 'x-forwarded-proto': 'http' });
  record('5', 'https through the balancer: Secure; plain http after it: not Secure', secure(https.headers) && !secure(httpAfter.headers), `${https.headers.getSetCookie().join(' | ')} / ${httpAfter.headers.getSetCookie().join(' | ')}`);
}

async function main() {
  const started = Date.now();
  console.log(`Hostile clients replayed against the build, ${new Date().toISOString()}`);
  const runs: [name: string, env: Record<string, string>, checks: ((server: Server) => Promise<void>)[]][] = [
    // The owners' rate limit is lifted so that every bomb is posted; the others keep their defaults.
    ['as deployed (no trusted proxy)', { RATE_LIMIT_OWNER_POINTS: '1000' }, [asDeployed, hostileInput, previewsNeverKept, noRendersForced, apiKeyedByItsQuery]],
    ['behind one balancer (TRUST_PROXY=1)', { TRUST_PROXY: '1', MAIL_OUTBOX_DIR: RECIPIENTS_OUTBOX }, [behindBalancer, mailToOneRecipient, canonicalIntegers, absurdDates]],
    ['the back office behind one balancer (TRUST_PROXY=1, its accounts made first)', await signInServerEnv(), [roleRefusals, strangersCannotLockOut, secondStepCodes, signInTiming]],
    ['bodies and connections (BODY_TIMEOUT=3, REQUEST_TIMEOUT=20, MAX_CONNECTIONS=48)', BODIES_ENV, [slowBodies, refusedBodies, fairPhotos, answeredProperly]],
    ['with no page cache memory (PAGE_CACHE_MB=0)', { PAGE_CACHE_MB: '0' }, [memoryWithNothingKept]],
    ['with a small page cache (PAGE_CACHE_MB=24)', { PAGE_CACHE_MB: '24' }, [memoryCountedAsHeld]],
  ];
  for (const [name, env, run] of runs) {
    console.log(`\n== ${name}`);
    const server = await startBenchServer(env);
    try {
      const before = rssOf(server.child.pid);
      for (const check of run) await check(server);
      console.log(`(server memory: ${Math.round(before / 2 ** 20)} MB at start, ${Math.round(rssOf(server.child.pid) / 2 ** 20)} MB after)`);
    } finally {
      await stopServer(server);
    }
  }
  summarise(started);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
