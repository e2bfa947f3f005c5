/**
 * npx tsx --conditions=react-server scripts/focus-obscured.ts --base http://127.0.0.1:3000 [--presses 70] [--verbose]
 *
 * Focus Not Obscured (WCAG 2.4.11): on the journeys' pages, at four window sizes
 * (1366x900, 390x844, 320x640, and 683x450 = 1366x900 at 200 % zoom), presses Tab from the top and
 * Shift+Tab from the end of the page and counts the focus stops that the sticky header, the
 * support strip or a detail page's contact bar cover, partly or fully (e2e/support/keyboard-visual.ts
 * says how).
 * Prints one line per page, size and direction, and the totals per size. Needs a running server.
 */
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { openForWalk, summarise, walkFocus } from '../e2e/support/keyboard-visual';
import { sampleRoutes } from './lib/serve';

const { values } = parseArgs({
  options: { base: { type: 'string', default: 'http://127.0.0.1:3000' }, presses: { type: 'string', default: '70' }, verbose: { type: 'boolean', default: false } },
});
const base = values.base;
const presses = Number(values.presses);
const CHROME = process.env.CHROME_PATH ?? (fs.existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
const SIZES = [
  { name: '1366x900', width: 1366, height: 900 },
  { name: '390x844', width: 390, height: 844 },
  { name: '320x640', width: 320, height: 640 },
  { name: '683x450 (200 %)', width: 683, height: 450 },
];

async function main() {
  const routes = await sampleRoutes(base);
  const favouriteIds = ((await (await fetch(`${base}/api/properties/filter?language=en&propertyType=0&pageSize=6`)).json()) as { items: { id: number }[] }).items.map((i) => i.id);
  const pages: Record<string, string> = {
    home: routes.home,
    results: routes['residence search'],
    detail: routes['residence detail'],
    blogs: routes.blogs,
    about: routes['about us'],
    support: routes['customer support'],
    favourites: routes.favourites,
  };
  const browser = await chromium.launch({ executablePath: CHROME, args: ['--no-sandbox', '--disable-gpu'] });
  const totals: Record<string, { stops: number; partly: number; fully: number }> = {};
  try {
    for (const size of SIZES) {
      const total = (totals[size.name] = { stops: 0, partly: 0, fully: 0 });
      for (const [name, path] of Object.entries(pages)) {
        for (const direction of ['forward', 'backward'] as const) {
          const context = await browser.newContext({ baseURL: base, viewport: { width: size.width, height: size.height } });
          await context.addInitScript((ids: string) => window.localStorage.setItem('RESIDENCES_LIKE', ids), favouriteIds.join(','));
          const page = await context.newPage();
          await openForWalk(page, path, direction);
          const stops = await walkFocus(page, direction, presses);
          const s = summarise(stops);
          total.stops += s.stops;
          total.partly += s.partly;
          total.fully += s.fully;
          console.log(`${size.name.padEnd(16)} ${name.padEnd(11)} ${direction.padEnd(8)} stops ${String(s.stops).padStart(3)}  partly ${String(s.partly).padStart(2)}  fully ${String(s.fully).padStart(2)}`);
          for (const stop of stops.filter((x) => x.covered !== 'none' && (values.verbose || x.covered === 'fully'))) {
            console.log(`    ${stop.covered.padEnd(6)} by ${stop.by.join('+').padEnd(14)} ${stop.hidden}/${stop.points}  #${stop.press} ${stop.label}`);
          }
          await context.close();
        }
      }
    }
  } finally {
    await browser.close();
  }
  console.log('\nTotals (forward + backward, all pages):');
  for (const [name, t] of Object.entries(totals)) console.log(`${name.padEnd(16)} stops ${t.stops}  partly covered ${t.partly}  fully covered ${t.fully}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
