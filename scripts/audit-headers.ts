/**
 * npm run audit:headers [-- --base http://127.0.0.1:3000 --site https://www.example.test]
 *
 * Grades the production build's security headers with the checks MDN's HTTP Observatory applies
 * (scripts/lib/observatory.ts), as the Observatory would see the site in production: behind a
 * TLS-terminating balancer, SITE_URL https, the balancer passing X-Forwarded-Proto. It asks the
 * front page over "http" (must redirect to https on the same host) and over "https" (graded, with
 * the cookies of robots.txt and of a city link), grades a few other pages the same way, and checks
 * the baseline headers (nosniff, frame and referrer policy) on the API, Next's assets, images,
 * files and crawler files, and on the answers to malformed addresses and refused methods, the redirects
 * and Next's own 404s. Exits 1 when a page grades below A+, answers another status than it
 * should (the Observatory needs a 2xx front page), or a baseline header is missing.
 *
 * Without --base it serves the build on the scripts' own data with SITE_URL set to --site.
 */
import http from 'node:http';
import { parseArgs } from 'node:util';
import { grade, type Observed } from './lib/observatory';
import { sampleRoutes, startBenchServer, stopServer } from './lib/serve';

const { values } = parseArgs({ options: { base: { type: 'string' }, site: { type: 'string', default: 'https://www.example.test' } } });
const site = new URL(values.site);

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string };

function ask(base: string, path: string, proto: 'http' | 'https', extra: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  const target = new URL(path, base);
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: target.hostname, port: target.port, path: target.pathname + target.search, method, headers: { host: site.host, 'x-forwarded-proto': proto, accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8', ...extra } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end();
  });
}

const flat = (headers: http.IncomingHttpHeaders): Record<string, string | undefined> =>
  Object.fromEntries(Object.entries(headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(', ') : v]));

/** What the Observatory sees of one page: its http leg, its https answer and the visit's cookies. */
async function observe(base: string, path: string): Promise<Observed> {
  const plain = await ask(base, path, 'http');
  const secure = await ask(base, path, 'https');
  const robots = await ask(base, '/robots.txt', 'https');
  const cityLink = await ask(base, `${path}${path.includes('?') ? '&' : '?'}city=hcm`, 'https');
  const foreign = 'https://attacker.example';
  const cors = await ask(base, path, 'https', { origin: foreign });
  return {
    url: new URL(path, site),
    headers: flat(secure.headers),
    setCookies: secure.headers['set-cookie'] ?? [],
    otherCookies: [...(plain.headers['set-cookie'] ?? []), ...(robots.headers['set-cookie'] ?? []), ...(cityLink.headers['set-cookie'] ?? [])],
    html: secure.status < 300 || secure.status === 404 ? secure.body : undefined,
    httpRedirects: [{ status: plain.status, location: plain.headers.location }],
    cors: { origin: foreign, headers: flat(cors.headers) },
  };
}

async function main() {
  // This script is the balancer, on loopback: the server trusts its X-Forwarded-Proto.
  const server = values.base ? undefined : await startBenchServer({ SITE_URL: site.origin, TRUST_PROXY: 'loopback' });
  const base = (values.base ?? server!.url).replace(/\/$/, '');
  let failed = false;
  try {
    const routes = await sampleRoutes(base, 'en');
    // The Observatory grades a front page that answers 2xx; the 404 page is graded too.
    const pages: [string, number][] = [['/', 200], ['/jp', 200], [routes['residence detail'], 200], [routes['residence search'], 200], [routes['contact us'], 200], ['/en/no-such-page', 404]];
    console.log(`Security headers as the MDN HTTP Observatory grades them, ${site.origin} (X-Forwarded-Proto), ${new Date().toISOString()}`);
    console.log('| page | status | score | grade | CSP | cookies | redirection | referrer | HSTS | SRI | nosniff | framing | CORS | CORP |');
    console.log('|---|---|---|---|---|---|---|---|---|---|---|---|---|---|');
    let front: ReturnType<typeof grade> | undefined;
    for (const [path, expected] of pages) {
      const observed = await observe(base, path);
      const result = grade(observed);
      front ??= result;
      const status = (await ask(base, path, 'https')).status;
      const cell = (name: string) => {
        const t = result.tests.find((x) => x.test === name)!;
        return `${t.result.replace(/^[a-z-]+?-(implemented|not|redirection|to|private|nosniff)/, '$1')} (${t.modifier >= 0 ? '+' : ''}${t.modifier})`;
      };
      console.log(
        `| ${path} | ${status} | ${result.score} | ${result.grade} | ${cell('content-security-policy')} | ${cell('cookies')} | ${cell('redirection')} | ${cell('referrer-policy')} | ${cell('strict-transport-security')} | ${cell('subresource-integrity')} | ${cell('x-content-type-options')} | ${cell('x-frame-options')} | ${cell('cross-origin-resource-sharing')} | ${cell('cross-origin-resource-policy')} |`,
      );
      if (result.grade !== 'A+' || status !== expected) failed = true;
    }
    if (front) {
      console.log(`\nFront page: ${front.score} (${front.grade})`);
      for (const t of front.tests) console.log(`  ${t.modifier >= 0 ? '+' : ''}${String(t.modifier).padStart(3)}  ${t.pass ? 'pass' : 'FAIL'}  ${t.test}: ${t.result}`);
    }

    // Baseline headers on everything else the site serves.
    const home = await ask(base, '/en', 'https');
    const chunk = /\/_next\/static\/[^"]+\.js/.exec(home.body)?.[0];
    const image = /\/images\/[^"?\s,]+\.(?:webp|jpg)/.exec(home.body)?.[0];
    // Every response carries them: errors, redirects and Next's own 404s included (scripts/serve.ts).
    const others: [string, string | undefined, string?, Record<string, string>?][] = [
      ['API', '/api/cities?language=en'],
      ['API error', '/api/cities?language=xx'],
      ['API malformed path (400)', '/api/pages/detail%'],
      ['API method (405)', '/api/cities', 'TRACE'],
      ['page malformed path (400)', '/en/blogs/%E0%A4%A'],
      ['page method (405)', '/en', 'POST'],
      ['trailing-slash redirect (308)', '/en/faq/'],
      ['language redirect (307)', '/faq', 'GET', { 'accept-language': 'ja' }],
      ['Next script', chunk],
      ['Next script 404', '/_next/static/chunks/no-such-chunk.js'],
      ['image', image],
      ['file', '/files/no-such-file.pdf'],
      ['robots.txt', '/robots.txt'],
      ['sitemap', '/sitemap.xml'],
    ];
    console.log('\n| response | path | status | nosniff | framing | referrer policy |');
    console.log('|---|---|---|---|---|---|');
    for (const [name, path, method = 'GET', extra = {}] of others) {
      if (!path) {
        console.log(`| ${name} | (not found on the home page) | | | | |`);
        failed = true;
        continue;
      }
      const res = await ask(base, path, 'https', extra, method);
      const h = flat(res.headers);
      const nosniff = h['x-content-type-options'] === 'nosniff';
      const framing = h['x-frame-options'] === 'DENY' || /frame-ancestors 'none'/.test(h['content-security-policy'] ?? '');
      const referrer = Boolean(h['referrer-policy']);
      if (!nosniff || !framing || !referrer) failed = true;
      console.log(`| ${name} | ${method} ${path} | ${res.status} | ${nosniff ? 'yes' : 'NO'} | ${framing ? 'yes' : 'NO'} | ${referrer ? 'yes' : 'NO'} |`);
    }
  } finally {
    if (server) await stopServer(server);
  }
  console.log(failed ? '\nFAILED: a page grades below A+ or answers the wrong status, or a response lacks a baseline header.' : '\nEvery page grades A+; every response carries the baseline headers.');
  if (failed) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
