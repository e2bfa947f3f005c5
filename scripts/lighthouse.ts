/**
 * npm run audit:lighthouse [-- --runs 5 --throttling simulate|devtools|both --lang en,jp
 *                             --pages home,residence-detail --check --base URL --tasks 3]
 *
 * Lighthouse mobile (a mid-range phone on slow 4G) in Debian's Chromium, against the current
 * production build served on the scripts' own demo data, with Lighthouse's simulated throttling
 * (its default), with applied throttling (`--throttling-method=devtools`: the browser really is
 * slowed), or both (the default). The twelve pages of the measured-quality issue (home, residence
 * search, residence detail, office detail, project detail, blog detail, in each language) and the
 * bare baseline page of the same build (/bench/bare) are measured in rounds — every page once per
 * round, each method in turn — so that the machine's noise falls on all of them alike. Prints the
 * median of each metric per method, side by side with the bare page's, and the verdict against
 * the targets: performance ≥ the bare page's − 8, LCP ≤ the bare page's + 600 ms, TBT ≤ the bare
 * page's + 250 ms, no task after first paint longer than the bare page's longest, CLS ≤ 0.02, SEO,
 * accessibility and best practices 100. Beside the scores, per page, the run of median TBT: its
 * longest tasks (Lighthouse's `long-tasks`: start, length, the script it is charged to), where the
 * main thread's time went (`mainthread-work-breakdown`) and the LCP element's phases. The pages by
 * default are issue 45's: home, residence search, residence detail, project detail and favourites.
 * Writes every run to bench-results/lighthouse-<time>.json.
 * A full run (5 rounds, both methods, 13 pages) takes the better part of an hour on two busy cores:
 * not run in CI. Measure the jp pages with a Japanese font installed (fonts-noto-cjk on Debian):
 * the script names the one it finds. With --check it exits 1 when a page misses a target.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { measuredPages, median, root, withBenchServer } from './lib/serve';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    lang: { type: 'string', default: 'en,jp' },
    pages: { type: 'string', default: 'home,residence search,residence detail,project detail,favourites' },
    tasks: { type: 'string', default: '3' },
    throttling: { type: 'string', default: 'both' },
    base: { type: 'string' },
    check: { type: 'boolean', default: false },
  },
});

const CHROME = process.env.CHROME_PATH ?? (fs.existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
const lighthouseBin = path.join(root, 'node_modules', '.bin', 'lighthouse');

type Method = 'simulate' | 'devtools';
const METHODS: Method[] = values.throttling === 'both' ? ['simulate', 'devtools'] : [values.throttling as Method];
if (!METHODS.every((m) => m === 'simulate' || m === 'devtools')) throw new Error('--throttling is simulate, devtools or both');

/** The targets, each relative to the bare page of the same build where it says so. */
const TARGETS = { perfUnderBare: 8, lcpOverBareMs: 600, tbtOverBareMs: 250, cls: 0.02, seo: 100, accessibility: 100, bestPractices: 100 };

/** A main-thread task of 50 ms or more, as Lighthouse's `long-tasks` gives it (ms from navigation start). */
type Task = { start: number; ms: number; url: string };
type Run = {
  performance: number;
  accessibility: number;
  seo: number;
  bestPractices: number;
  lcp: number;
  cls: number;
  tbt: number;
  fcp: number;
  /** The longest task that ends after first paint (0 when none does). */
  longestAfterFcp: number;
  tasks: Task[];
  /** Main-thread time by kind (script evaluation, style & layout, parse HTML…), ms. */
  work: Record<string, number>;
  /** The LCP element's phases (TTFB, load delay, load time, render delay), ms, and its selector. */
  lcpPhases: Record<string, number>;
  lcpElement: string;
  /** Lighthouse's failing audits in accessibility, SEO and best practices, by id. */
  failing: string[];
};

type NumericKey = 'performance' | 'accessibility' | 'seo' | 'bestPractices' | 'lcp' | 'cls' | 'tbt' | 'fcp' | 'longestAfterFcp';

type Details = { type?: string; items?: Array<Record<string, unknown>> };

/** A script's address as a short name: the file of a chunk, "document" for the page's own inline scripts. */
function shortUrl(url: string, page: string): string {
  if (!url || url === page) return 'document';
  const file = url.split('?')[0].split('/').pop() ?? url;
  return file || url;
}

async function lighthouseOnce(url: string, method: Method): Promise<Run> {
  const out = path.join(os.tmpdir(), `lh-${process.pid}-${Date.now()}.json`);
  const args = [
    url,
    '--output=json',
    `--output-path=${out}`,
    '--quiet',
    `--throttling-method=${method}`,
    '--only-categories=performance,accessibility,seo,best-practices',
    '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage',
  ];
  const child = spawn(lighthouseBin, args, { env: { ...process.env, ...(CHROME ? { CHROME_PATH: CHROME } : {}) }, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  if (code !== 0 || !fs.existsSync(out)) throw new Error(`lighthouse failed on ${url} (exit ${code}): ${stderr.slice(-500)}`);
  const report = JSON.parse(fs.readFileSync(out, 'utf8')) as {
    finalDisplayedUrl?: string;
    categories: Record<string, { score: number | null; auditRefs?: Array<{ id: string; weight: number }> }>;
    audits: Record<string, { numericValue?: number; score?: number | null; scoreDisplayMode?: string; details?: Details & { items?: Array<Record<string, unknown> & Details> } }>;
  };
  fs.rmSync(out, { force: true });
  const score = (k: string) => Math.round((report.categories[k]?.score ?? 0) * 100);
  const num = (k: string) => report.audits[k]?.numericValue ?? NaN;
  const fcp = num('first-contentful-paint');
  const tasks: Task[] = (report.audits['long-tasks']?.details?.items ?? []).map((item) => ({
    start: Number(item.startTime),
    ms: Number(item.duration),
    url: shortUrl(String(item.url ?? ''), report.finalDisplayedUrl ?? url),
  }));
  const work: Record<string, number> = {};
  for (const item of report.audits['mainthread-work-breakdown']?.details?.items ?? []) work[String(item.groupLabel ?? item.group)] = Number(item.duration);
  const lcpPhases: Record<string, number> = {};
  let lcpElement = '';
  for (const part of report.audits['largest-contentful-paint-element']?.details?.items ?? []) {
    for (const row of part.items ?? []) {
      if (typeof row.phase === 'string') lcpPhases[row.phase] = Number(row.timing);
      const node = row.node as { selector?: string; nodeLabel?: string } | undefined;
      if (node && !lcpElement) lcpElement = `${node.selector ?? ''} (${(node.nodeLabel ?? '').slice(0, 40)})`;
    }
  }
  const failing = ['accessibility', 'seo', 'best-practices'].flatMap((cat) =>
    (report.categories[cat]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && report.audits[ref.id]?.score !== null && (report.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => ref.id),
  );
  return {
    longestAfterFcp: Math.max(0, ...tasks.filter((t) => t.start + t.ms > fcp).map((t) => t.ms)),
    tasks,
    work,
    lcpPhases,
    lcpElement,
    failing,
    performance: score('performance'),
    accessibility: score('accessibility'),
    seo: score('seo'),
    bestPractices: score('best-practices'),
    lcp: num('largest-contentful-paint'),
    cls: num('cumulative-layout-shift'),
    tbt: num('total-blocking-time'),
    fcp,
  };
}

/** Lighthouse sometimes fails to record a trace (NO_NAVSTART) on a busy machine: up to 3 tries. */
async function lighthouse(url: string, method: Method): Promise<Run> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await lighthouseOnce(url, method);
    } catch (error) {
      if (attempt >= 3) throw error;
      console.error(`retrying ${url}: ${error instanceof Error ? error.message.slice(0, 160) : String(error)}`);
    }
  }
}

/**
 * The Japanese font the jp pages are drawn with, or null. Without one (a bare Debian has none),
 * Chromium looks through every installed font for each Japanese character and draws boxes: the
 * jp pages then measure neither what a reader sees nor what a phone does. `apt-get install
 * fonts-noto-cjk` gives it Noto Sans CJK JP, a font of the page's Japanese stack.
 */
function japaneseFont(): string | null {
  const out = spawnSync('fc-match', ['-f', '%{family[0]}', ':lang=ja'], { encoding: 'utf8' });
  const lang = spawnSync('fc-list', [':lang=ja', 'family'], { encoding: 'utf8' });
  if (out.status !== 0 || lang.status !== 0 || !lang.stdout.trim()) return null;
  return out.stdout.trim() || null;
}

async function main() {
  const runs = Math.max(1, Number(values.runs));
  const font = values.lang.split(',').includes('jp') ? japaneseFont() : 'not needed';
  if (!font) console.error('No Japanese font is installed (fc-list :lang=ja is empty): the jp pages draw boxes. apt-get install -y fonts-noto-cjk');
  await withBenchServer(values.base, async (base) => {
    const pages = await measuredPages(base, values.lang, values.pages);
    // Warm every page once (first compilation of data caches, image variants) before measuring.
    for (const [, p] of pages) await (await fetch(base + p)).arrayBuffer();

    const started = Date.now();
    const key = (method: Method, name: string) => `${method}: ${name}`;
    const results = new Map<string, Run[]>(METHODS.flatMap((m) => pages.map(([name]): [string, Run[]] => [key(m, name), []])));
    for (let round = 1; round <= runs; round++) {
      for (const method of METHODS) {
        for (const [name, p] of pages) {
          const run = await lighthouse(base + p, method);
          results.get(key(method, name))!.push(run);
          console.error(`round ${round}/${runs} ${method} ${name}: performance ${run.performance}, LCP ${Math.round(run.lcp)} ms, TBT ${Math.round(run.tbt)} ms`);
        }
      }
    }
    const minutes = ((Date.now() - started) / 60_000).toFixed(1);

    let failures = 0;
    const bareName = pages[0][0];
    const topTasks = Math.max(0, Number(values.tasks));
    console.log(`Lighthouse ${runs}× per page and method, median; ${new Date().toISOString()}; ${minutes} min; Japanese font: ${font ?? 'none'}`);
    for (const method of METHODS) {
      const med = (name: string, k: NumericKey) => median(results.get(key(method, name))!.map((r) => r[k]));
      const bare = (k: NumericKey) => med(bareName, k);
      console.log(
        `\n### ${method === 'simulate' ? 'Simulated throttling (Lighthouse default)' : 'Applied throttling (--throttling-method=devtools)'}: bare page performance ${bare('performance')}, LCP ${Math.round(bare('lcp'))} ms, TBT ${Math.round(bare('tbt'))} ms, longest task after first paint ${Math.round(bare('longestAfterFcp'))} ms`,
      );
      console.log('| page | path | perf | perf − bare | LCP ms | LCP − bare | CLS | TBT ms | TBT − bare | longest task after FCP ms | FCP ms | SEO | a11y | BP | runs (perf) | verdict |');
      console.log('|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|');
      const notes: string[] = [];
      for (const [name, p] of pages) {
        const m = (k: NumericKey) => med(name, k);
        const misses: string[] = [];
        if (name !== bareName) {
          if (m('performance') < bare('performance') - TARGETS.perfUnderBare) misses.push('perf');
          if (m('lcp') > bare('lcp') + TARGETS.lcpOverBareMs) misses.push('LCP');
          if (m('tbt') > bare('tbt') + TARGETS.tbtOverBareMs) misses.push('TBT');
          if (m('longestAfterFcp') > bare('longestAfterFcp')) misses.push('long task');
          if (m('cls') > TARGETS.cls) misses.push('CLS');
          if (m('seo') < TARGETS.seo) misses.push('SEO');
          if (m('accessibility') < TARGETS.accessibility) misses.push('a11y');
          if (m('bestPractices') < TARGETS.bestPractices) misses.push('BP');
          if (misses.length) failures++;
        }
        const all = results.get(key(method, name))!;
        const perfRuns = all.map((r) => r.performance).join('/');
        const signed = (n: number) => (n > 0 ? `+${n}` : String(n));
        const verdict = name === bareName ? 'baseline' : misses.length ? `misses ${misses.join(', ')}` : 'meets all';
        console.log(
          `| ${name} | ${p} | ${m('performance')} | ${signed(m('performance') - bare('performance'))} | ${Math.round(m('lcp'))} | ${signed(Math.round(m('lcp') - bare('lcp')))} | ${m('cls').toFixed(3)} | ${Math.round(m('tbt'))} | ${signed(Math.round(m('tbt') - bare('tbt')))} | ${Math.round(m('longestAfterFcp'))} | ${Math.round(m('fcp'))} | ${m('seo')} | ${m('accessibility')} | ${m('bestPractices')} | ${perfRuns} | ${verdict} |`,
        );
        // The run of median TBT, read whole: its longest tasks, where the main thread went, LCP's phases.
        const typical = [...all].sort((a, b) => a.tbt - b.tbt)[Math.floor((all.length - 1) / 2)];
        const tasks = [...typical.tasks].sort((a, b) => b.ms - a.ms).slice(0, topTasks);
        const ms = (n: number) => Math.round(n).toLocaleString('en-US');
        const work = Object.entries(typical.work).sort((a, b) => b[1] - a[1]).slice(0, 4);
        const failing = [...new Set(all.flatMap((r) => r.failing))];
        notes.push(
          `- ${name}: FCP ${ms(typical.fcp)}, TBT ${ms(typical.tbt)}; longest tasks ${tasks.map((t) => `${ms(t.ms)} ms at ${ms(t.start)} (${t.url})`).join(', ') || 'none'}; ` +
            `main thread ${work.map(([k, v]) => `${k} ${ms(v)}`).join(', ')}; LCP ${Object.entries(typical.lcpPhases).map(([k, v]) => `${k} ${ms(v)}`).join(', ')} on ${typical.lcpElement || 'an unnamed element'}` +
            (failing.length ? `; failing audits: ${failing.join(', ')}` : ''),
        );
      }
      if (topTasks) console.log(`\nPer page, the run of median TBT (ms; a task's start is from navigation start):\n${notes.join('\n')}`);
    }
    const dir = path.join(root, 'bench-results');
    fs.mkdirSync(dir, { recursive: true });
    const file = path.join(dir, `lighthouse-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
    fs.writeFileSync(file, JSON.stringify({ base, runs, methods: METHODS, minutes: Number(minutes), japaneseFont: font, targets: TARGETS, pages: Object.fromEntries(results) }, null, 2));
    console.log(`\n${failures} of ${(pages.length - 1) * METHODS.length} page measurements (pages × methods) miss a target. Every run: ${path.relative(root, file)}`);
    if (values.check && failures) process.exitCode = 1;
  });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
