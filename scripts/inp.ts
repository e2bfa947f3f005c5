/**
 * npm run audit:inp [-- --runs 5 --assert --base http://127.0.0.1:3000]
 *
 * Interaction to Next Paint of a visitor's first taps, measured with the `web-vitals` library
 * (its attribution build, injected before the page's own scripts) on the phone profile of the tap
 * test (scripts/lib/phone.ts: Lighthouse's Moto G Power, 4× CPU, slow 4G as DevTools applies it),
 * once the page has hydrated and its network is quiet: a visitor's tap on a live page.
 *
 * - heart: the residence detail page's favourite heart;
 * - change search: the residence results page's "Change search" (opens the search modal);
 * - home panel: the home search form's "type" panel.
 *
 * Each run is a new visitor (fresh context, empty cache) making one tap, so that page's INP is that
 * tap's. Prints every run, then p75 per interaction and over all runs (nearest rank), with the
 * median of INP's parts (input delay, processing, presentation delay). Target: p75 ≤ 200 ms; with
 * --assert it exits 1 when a p75 misses it. Serves the current build on the scripts' demo data
 * unless --base names a running server. Writes the runs to bench-results/inp-<time>.json.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Browser, type Locator, type Page } from '@playwright/test';
import { PHONE, SLOW_4G, throttlePhone } from './lib/phone';
import { root, sampleRoutes, withBenchServer } from './lib/serve';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    base: { type: 'string' },
    assert: { type: 'boolean', default: false },
    target: { type: 'string', default: '200' },
  },
});

const TARGET_MS = Number(values.target);
const CHROME = process.env.CHROME_PATH ?? (fs.existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
const WEB_VITALS = fs.readFileSync(path.join(root, 'node_modules', 'web-vitals', 'dist', 'web-vitals.attribution.iife.js'), 'utf8');

type Sample = { value: number; inputDelay: number; processing: number; presentation: number; target: string; hydratedMs: number };
type InpReport = { value: number; attribution: { inputDelay: number; processingDuration: number; presentationDelay: number; interactionTarget?: string } };

type Interaction = {
  name: string;
  path: (routes: Record<string, string>) => string;
  /** What is tapped. */
  target: (page: Page) => Locator;
  /** What the tap must have done: a run whose tap did nothing measures nothing. */
  effect: (page: Page, target: Locator) => Promise<boolean>;
};

const INTERACTIONS: Interaction[] = [
  {
    name: 'heart',
    path: (r) => r['residence detail'],
    target: (page) => page.getByTestId('detail-actions').getByTestId('favourite-toggle'),
    effect: async (_page, heart) => heart.isChecked(),
  },
  {
    name: 'change search',
    path: (r) => r['residence search'],
    target: (page) => page.getByTestId('open-search'),
    effect: async (page) => page.getByTestId('search-modal').isVisible(),
  },
  {
    name: 'home panel',
    path: (r) => r.home,
    target: (page) => page.getByTestId('residence-search').first().getByTestId('panel-type').locator('summary'),
    effect: async (page) => page.getByTestId('residence-search').first().getByTestId('panel-type').evaluate((d) => (d as HTMLDetailsElement).open),
  },
];

/** Installed before any script of the page: web-vitals' onINP, reporting every new worst interaction. */
const INIT = `${WEB_VITALS}
;window.__inp = null;
webVitals.onINP(function (m) { window.__inp = { value: m.value, attribution: m.attribution }; }, { reportAllChanges: true, durationThreshold: 16 });`;

async function measureOnce(browser: Browser, url: string, interaction: Interaction): Promise<Sample> {
  const context = await browser.newContext(PHONE);
  try {
    const page = await context.newPage();
    await page.addInitScript({ content: INIT });
    await throttlePhone(page);
    await page.goto(url, { waitUntil: 'load', timeout: 90_000 });
    await page.locator('html[data-hydrated="true"]').waitFor({ timeout: 60_000 });
    // Quiet: the islands' own requests (lazy chunks, counts) done, as for a visitor who reads first.
    await page.waitForLoadState('networkidle', { timeout: 60_000 }).catch(() => undefined);
    const hydratedMs = await page.evaluate(() => Math.round(performance.now()));
    const target = interaction.target(page);
    await target.scrollIntoViewIfNeeded();
    await page.waitForTimeout(500);
    await target.tap();
    const deadline = Date.now() + 15_000;
    while (!(await interaction.effect(page, target))) {
      if (Date.now() > deadline) throw new Error(`${interaction.name}: the tap had no effect on ${url}`);
      await page.waitForTimeout(100);
    }
    // reportAllChanges reports as soon as the interaction's entry arrives, after its next paint.
    const report = (await page
      .waitForFunction(() => (window as unknown as { __inp: unknown }).__inp, undefined, { timeout: 10_000 })
      .then((h) => h.jsonValue())
      .catch(() => null)) as InpReport | null;
    if (!report) throw new Error(`${interaction.name}: web-vitals reported no INP on ${url}`);
    const a = report.attribution;
    return { value: report.value, inputDelay: a.inputDelay, processing: a.processingDuration, presentation: a.presentationDelay, target: a.interactionTarget ?? '', hydratedMs };
  } finally {
    await context.close();
  }
}

/** Nearest-rank percentile, as web-vitals' own p75 reporting (CrUX) reads it. */
function percentile(xs: number[], p: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.max(0, Math.ceil((p / 100) * s.length) - 1)];
}
const median = (xs: number[]) => percentile(xs, 50);

async function main() {
  const runs = Math.max(1, Number(values.runs));
  const started = Date.now();
  await withBenchServer(values.base, async (base) => {
    const routes = await sampleRoutes(base, 'en');
    // Warm the server's page cache, so every run measures the browser, not a first render.
    for (const i of INTERACTIONS) await (await fetch(base + i.path(routes))).arrayBuffer();
    const browser = await chromium.launch({ executablePath: CHROME, args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
    const results = new Map<string, Sample[]>(INTERACTIONS.map((i) => [i.name, []]));
    try {
      // Rounds of every interaction, so the machine's noise falls on all alike.
      for (let round = 1; round <= runs; round++) {
        for (const interaction of INTERACTIONS) {
          const s = await measureOnce(browser, base + interaction.path(routes), interaction);
          results.get(interaction.name)!.push(s);
          console.error(
            `round ${round}/${runs} ${interaction.name}: INP ${Math.round(s.value)} ms (input delay ${Math.round(s.inputDelay)}, processing ${Math.round(s.processing)}, presentation ${Math.round(s.presentation)}) on ${s.target || '?'}, hydrated by ${s.hydratedMs} ms`,
          );
        }
      }
    } finally {
      await browser.close();
    }

    const all = [...results.values()].flat().map((s) => s.value);
    console.log(
      `INP with web-vitals ${JSON.parse(fs.readFileSync(path.join(root, 'node_modules', 'web-vitals', 'package.json'), 'utf8')).version}, ${runs} run(s) per tap, ${new Date().toISOString()}; ` +
        `phone: 412×823 @1.75, CPU ${SLOW_4G.cpuSlowdown}× slower, slow 4G (DevTools-applied); ${((Date.now() - started) / 1000).toFixed(0)} s`,
    );
    console.log('| tap | page | INP runs ms | p75 ms | median input delay | median processing | median presentation | verdict |');
    console.log('|---|---|---|---|---|---|---|---|');
    let misses = 0;
    for (const interaction of INTERACTIONS) {
      const samples = results.get(interaction.name)!;
      const p75 = percentile(samples.map((s) => s.value), 75);
      if (p75 > TARGET_MS) misses++;
      const m = (k: 'inputDelay' | 'processing' | 'presentation') => Math.round(median(samples.map((s) => s[k])));
      console.log(
        `| ${interaction.name} | ${interaction.path(routes)} | ${samples.map((s) => Math.round(s.value)).join(' / ')} | ${Math.round(p75)} | ${m('inputDelay')} | ${m('processing')} | ${m('presentation')} | ${p75 <= TARGET_MS ? 'meets' : 'MISSES'} ≤ ${TARGET_MS} |`,
      );
    }
    const overall = percentile(all, 75);
    if (overall > TARGET_MS) misses++;
    console.log(`| all taps | | ${all.length} runs | ${Math.round(overall)} | | | | ${overall <= TARGET_MS ? 'meets' : 'MISSES'} ≤ ${TARGET_MS} |`);

    const dir = path.join(root, 'bench-results');
    fs.mkdirSync(dir, { recursive: true });
    const file = path.join(dir, `inp-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
    fs.writeFileSync(file, JSON.stringify({ base, runs, targetMs: TARGET_MS, taps: Object.fromEntries(results) }, null, 2));
    console.log(`\nEvery run: ${path.relative(root, file)}`);
    if (values.assert && misses) process.exitCode = 1;
  });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
