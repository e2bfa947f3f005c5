/**
 * npm run audit:html [-- --base http://127.0.0.1:3000 --keep]
 *
 * HTML validity: the server's HTML of every page type, in English and in Japanese, run
 * through the W3C Nu HTML Checker (npm `vnu-jar`, which needs Java 11 or later) in one JVM call,
 * errors only. The pages are found as the other scripts find them (scripts/lib/serve.ts
 * sampleRoutes: one real address per route family, following the site's own links) plus every
 * company page, the news release, blog category, guide topic, legal, notification, member and
 * residence home pages, and the not-found page. Prints the errors page by page and exits 1 on any
 * error, or when a page does not answer as it should (200; 404 for the not-found page).
 * Serves the current build on the scripts' demo data unless --base names a running server;
 * --keep leaves the fetched pages in .data/html-check for a look.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { ABOUT_PAGES } from '@/lib/i18n/routes';
import { root, sampleRoutes, withBenchServer } from './lib/serve';

const { values } = parseArgs({ options: { base: { type: 'string' }, keep: { type: 'boolean', default: false } } });

const VNU = path.join(root, 'node_modules', 'vnu-jar', 'build', 'dist', 'vnu.jar');
const OUT = path.join(root, '.data', 'html-check');

type Page = { name: string; path: string; status: number };
type VnuMessage = { type: string; subType?: string; url?: string; lastLine?: number; firstColumn?: number; lastColumn?: number; message: string; extract?: string };

/** The first link on `page` matching `pattern`, or undefined when the page has none. */
async function firstLink(base: string, page: string, pattern: RegExp): Promise<string | undefined> {
  const html = await (await fetch(base + page)).text();
  return pattern.exec(html)?.[0].replace(/&amp;/g, '&');
}

/** Every page type of `lang`, named. */
async function pagesOf(base: string, lang: 'en' | 'jp'): Promise<Page[]> {
  const p = `/${lang}`;
  const pages: Page[] = Object.entries(await sampleRoutes(base, lang)).map(([name, path]) => ({ name, path, status: 200 }));
  const have = new Set(pages.map((x) => x.path));
  const add = (name: string, path: string | undefined, status = 200) => {
    if (!path) console.error(`${name} (${lang}): no link to one found, not checked`);
    else if (!have.has(path)) {
      have.add(path);
      pages.push({ name, path, status });
    }
  };
  for (const about of ABOUT_PAGES) add(`company: ${about}`, `${p}/about-isn/${about}`);
  add('residence home', `${p}/residences`);
  add('news release detail', await firstLink(base, `${p}/about-isn/news-release`, new RegExp(`${p}/about-isn/news-release-detail/\\d+/[^"?#]+`)));
  add('blog category', await firstLink(base, `${p}/blogs/all`, new RegExp(`${p}/blogs/(?!all)[^/"?#]+/\\d+`)));
  add('blog page 2', await firstLink(base, `${p}/blogs/all`, new RegExp(`${p}/blogs/all/\\d+/2`)));
  add('guide topic', await firstLink(base, `${p}/useful-service-apartment`, new RegExp(`${p}/useful-service-apartment/[^"?#]+`)));
  add('legal page', await firstLink(base, p, new RegExp(`${p}/normal/[^"?#]+`)));
  // No page links a district's page; Tây Hồ (Hanoi) is in the seed.
  const district = `${p}/residence/location/tay-ho`;
  add('residence location', (await fetch(base + district, { method: 'HEAD' })).status === 200 ? district : undefined);
  add('hot offices', `${p}/list-properties/hot/office`);
  add('notification: contact', `${p}/notification/contact-us`);
  add('notification: newsletter', `${p}/notification/subscribe`);
  add('member', `${p}/member`);
  add('not found', `${p}/no-such-page-html-check`, 404);
  return pages.map((x) => ({ ...x, name: `${x.name} (${lang})` }));
}

function vnu(files: string[]): VnuMessage[] {
  const java = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (java.error || java.status !== 0) throw new Error('the Nu HTML Checker needs Java (apt-get install -y default-jre-headless)');
  if (!fs.existsSync(VNU)) throw new Error(`no ${path.relative(root, VNU)}: is vnu-jar installed (npm ci)?`);
  const run = spawnSync('java', ['-Xss8m', '-jar', VNU, '--errors-only', '--format', 'json', ...files], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  // vnu writes its JSON report to stderr and exits 1 when it found errors.
  const text = run.stderr.trim();
  if (run.error || (run.status !== 0 && run.status !== 1) || !text.startsWith('{')) {
    throw new Error(`the Nu HTML Checker failed (exit ${run.status}): ${(run.error?.message ?? text).slice(0, 800)}`);
  }
  return (JSON.parse(text) as { messages: VnuMessage[] }).messages;
}

async function main() {
  const started = Date.now();
  await withBenchServer(values.base, async (base) => {
    const pages = [...(await pagesOf(base, 'en')), ...(await pagesOf(base, 'jp'))];
    fs.rmSync(OUT, { recursive: true, force: true });
    fs.mkdirSync(OUT, { recursive: true });
    const problems: string[] = [];
    const byFile = new Map<string, Page>();
    for (const [i, page] of pages.entries()) {
      const res = await fetch(base + page.path, { redirect: 'manual' });
      const html = await res.text();
      if (res.status !== page.status) problems.push(`${page.name} ${page.path}: HTTP ${res.status}, expected ${page.status}`);
      const file = path.join(OUT, `${String(i).padStart(3, '0')}-${page.path.replace(/[^a-z0-9]+/gi, '-').slice(0, 80)}.html`);
      fs.writeFileSync(file, html);
      byFile.set(file, page);
    }
    const messages = vnu([...byFile.keys()]);

    const errors = new Map<Page, VnuMessage[]>();
    for (const m of messages) {
      if (m.type !== 'error' && m.type !== 'non-document-error') continue;
      // vnu names the file as a file: URL (file:/path).
      const file = m.url?.startsWith('file:') ? fileURLToPath(m.url) : m.url;
      const page = (file && byFile.get(file)) || { name: m.url ?? 'unknown file', path: '', status: 0 };
      errors.set(page, [...(errors.get(page) ?? []), m]);
    }
    let count = 0;
    for (const [page, list] of errors) {
      console.log(`\n${page.name} ${page.path}: ${list.length} error(s)`);
      for (const m of list) {
        count++;
        const extract = m.extract ? `  «${m.extract.replace(/\s+/g, ' ').trim().slice(0, 160)}»` : '';
        console.log(`  line ${m.lastLine ?? '?'}:${m.firstColumn ?? m.lastColumn ?? '?'} ${m.message}${extract}`);
      }
    }
    for (const p of problems) console.log(`\n${p}`);
    const seconds = ((Date.now() - started) / 1000).toFixed(0);
    console.log(
      `\nNu HTML Checker (vnu-jar ${JSON.parse(fs.readFileSync(path.join(root, 'node_modules', 'vnu-jar', 'package.json'), 'utf8')).version}): ${count} error(s) on ${errors.size} of ${pages.length} pages (en and jp); ${problems.length} page(s) answered wrongly; ${seconds} s.`,
    );
    if (!values.keep) fs.rmSync(OUT, { recursive: true, force: true });
    if (count || problems.length) process.exitCode = 1;
  });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
