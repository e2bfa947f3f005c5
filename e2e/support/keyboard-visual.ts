import type { Page } from '@playwright/test';

/**
 * Focus Not Obscured (WCAG 2.4.11): walks the page with Tab or Shift+Tab and, at each stop, asks
 * the browser what is on top at sample points of the focused element's box. A point whose topmost
 * element belongs to the sticky header or to the floating support buttons (and the focused element
 * is not itself part of them) is covered; a stop is "fully" covered when every sample point of it
 * inside the viewport is, "partly" when some are.
 */

/** The parts of the page that stay put while the page scrolls (the contact bar: detail pages below lg). */
export const FIXED_PARTS = { header: '[data-testid="site-header"]', support: '[data-testid="support-buttons"]', contactBar: '[data-testid="contact-bar"]' } as const;
export type FixedPart = keyof typeof FIXED_PARTS;

export type FocusStop = {
  /** 1-based number of the key press that reached this stop. */
  press: number;
  /** What the stop is, for reading the report: tag, accessible-ish name, test id. */
  label: string;
  covered: 'none' | 'partly' | 'fully';
  by: FixedPart[];
  /** The sample points inside the viewport, and how many of them a fixed part covers. */
  points: number;
  hidden: number;
};

type Probe = Omit<FocusStop, 'press'> | null;

/** Waits until the page stops scrolling (smooth scrolling, the header's own frame) before looking. */
async function settle(page: Page): Promise<void> {
  // No named functions inside: tsx would wrap them in a helper the page does not have.
  await page.evaluate(async () => {
    let last = '';
    let same = 0;
    for (let frame = 0; frame < 120 && same < 4; frame++) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
      const header = document.querySelector('[data-sticky]');
      const now = `${window.scrollX},${window.scrollY},${header?.getAttribute('data-sticky')}`;
      same = now === last ? same + 1 : 0;
      last = now;
    }
  });
}

/** Looks at the focused element as it is now (see the module comment). */
export function probeFocus(page: Page): Promise<Probe> {
  return page.evaluate((parts: Record<string, string>) => {
    const el = document.activeElement;
    if (!el || el === document.body || el === document.documentElement) return null;
    const label = [
      el.tagName.toLowerCase(),
      (el.getAttribute('aria-label') ?? (el as HTMLElement).innerText ?? '').trim().replace(/\s+/g, ' ').slice(0, 40),
      el.getAttribute('data-testid') ?? '',
    ]
      .filter(Boolean)
      .join(' | ');
    const owners = Object.entries(parts).map(([name, selector]) => [name, document.querySelector(selector)] as const);
    // A stop inside a fixed part is that part's own control: nothing to measure against it.
    if (owners.some(([, node]) => node?.contains(el))) return { label, covered: 'none' as const, by: [], points: 0, hidden: 0 };
    const rect = el.getBoundingClientRect();
    const vw = document.documentElement.clientWidth;
    const vh = document.documentElement.clientHeight;
    if (rect.width < 2 || rect.height < 2) return { label, covered: 'none' as const, by: [], points: 0, hidden: 0 };
    const by = new Set<string>();
    let points = 0;
    let hidden = 0;
    // Away from the edges, where rounded corners let the point fall through to what is behind.
    for (const fx of [0.1, 0.3, 0.5, 0.7, 0.9]) {
      for (const fy of [0.2, 0.5, 0.8]) {
        const x = rect.left + rect.width * fx;
        const y = rect.top + rect.height * fy;
        if (x < 0 || y < 0 || x >= vw || y >= vh) continue;
        points += 1;
        const hit = document.elementFromPoint(x, y);
        // The element itself or its own descendants on top: the point is visible.
        if (!hit || hit === el || el.contains(hit)) continue;
        const owner = owners.find(([, node]) => node?.contains(hit));
        if (owner) {
          hidden += 1;
          by.add(owner[0]);
        }
      }
    }
    const covered = hidden === 0 ? ('none' as const) : hidden === points ? ('fully' as const) : ('partly' as const);
    return { label, covered, by: [...by] as FixedPart[], points, hidden };
  }, FIXED_PARTS as Record<string, string>);
}

/**
 * Presses Tab (or Shift+Tab) `presses` times from where focus is and reports every stop. Backwards
 * walks start from the end of the page: with nothing focused, Shift+Tab goes to the last control.
 */
export async function walkFocus(page: Page, direction: 'forward' | 'backward', presses: number): Promise<FocusStop[]> {
  const key = direction === 'forward' ? 'Tab' : 'Shift+Tab';
  const stops: FocusStop[] = [];
  for (let press = 1; press <= presses; press++) {
    await page.keyboard.press(key);
    await settle(page);
    const probe = await probeFocus(page);
    if (probe) stops.push({ press, ...probe });
  }
  return stops;
}

/** Loads `path` with scripts running and focus nowhere, scrolled to the top or to the end. */
export async function openForWalk(page: Page, path: string, direction: 'forward' | 'backward'): Promise<void> {
  await page.goto(path);
  await page.waitForSelector('html[data-hydrated]');
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  if (direction === 'backward') {
    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
    await settle(page);
  }
}

export function summarise(stops: FocusStop[]): { stops: number; partly: number; fully: number } {
  return { stops: stops.length, partly: stops.filter((s) => s.covered === 'partly').length, fully: stops.filter((s) => s.covered === 'fully').length };
}
