/**
 * The phone profile of the tap test (e2e/taps.spec.ts) and the INP audit (scripts/inp.ts):
 * Lighthouse 12's mobile settings, applied to the browser through the DevTools protocol as
 * Lighthouse's own `--throttling-method=devtools` applies them.
 *
 * - Screen and user agent: Lighthouse's emulated Moto G Power (412 × 823 CSS pixels, 1.75 device
 *   pixels a CSS pixel, touch).
 * - CPU: 4× slower (`Emulation.setCPUThrottlingRate`).
 * - Network: Lighthouse's "slow 4G" (150 ms RTT, 1.6 Mbps down, 750 kbps up). DevTools throttles
 *   each request rather than each round trip, so Lighthouse applies it as 150 × 3.75 = 562.5 ms of
 *   latency a request and 0.9 of the throughput (1.44 Mbps down, 675 kbps up): the same here
 *   (`Network.emulateNetworkConditions`). Its simulated mode computes from 150 ms and 1.6 Mbps instead.
 *
 * No dependency beyond Playwright's types: the browser tests import it as well as the scripts.
 */
import type { BrowserContextOptions, Page } from '@playwright/test';

/** Lighthouse's lantern constants (throttling.mobileSlow4G and the DevTools adjustment factors). */
export const SLOW_4G = {
  rttMs: 150,
  throughputKbps: 1.6 * 1024,
  uploadKbps: 750,
  devtoolsRttFactor: 3.75,
  devtoolsThroughputFactor: 0.9,
  cpuSlowdown: 4,
} as const;

/** What Lighthouse sends as `Network.emulateNetworkConditions` for slow 4G (bytes a second). */
export const SLOW_4G_CDP = {
  offline: false,
  latency: SLOW_4G.rttMs * SLOW_4G.devtoolsRttFactor,
  downloadThroughput: Math.floor((SLOW_4G.throughputKbps * SLOW_4G.devtoolsThroughputFactor * 1024) / 8),
  uploadThroughput: Math.floor((SLOW_4G.uploadKbps * SLOW_4G.devtoolsThroughputFactor * 1024) / 8),
} as const;

export const PHONE_USER_AGENT =
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36';

/** A browser context of Lighthouse's mobile device (for `browser.newContext` or `test.use`). */
export const PHONE: BrowserContextOptions = {
  viewport: { width: 412, height: 823 },
  screen: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  userAgent: PHONE_USER_AGENT,
};

/** Slows the page's CPU 4× and its network to slow 4G, from now on (Chromium only). */
export async function throttlePhone(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { ...SLOW_4G_CDP });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOW_4G.cpuSlowdown });
}
