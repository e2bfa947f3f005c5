import fs from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';

/** The site's own words, so the journeys assert what each language's visitor hears. */
type Messages = Record<string, unknown>;
const read = (file: string) => JSON.parse(fs.readFileSync(path.join(process.cwd(), 'messages', file), 'utf8')) as Messages;
const MESSAGES = { en: read('en.json'), jp: read('ja.json') };

export type Lang = keyof typeof MESSAGES;

/** A message by its dotted key, with `{name}` style values put in. */
export function msg(lang: Lang, key: string, values: Record<string, string> = {}): string {
  const found = key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Messages)[part] : undefined), MESSAGES[lang]);
  if (typeof found !== 'string') throw new Error(`no message ${key} in ${lang}`);
  return found.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? `{${name}}`);
}

/** What has focus: its test id, accessible name as the page states it, and the card it sits in. */
export function focused(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return { tag: 'body', testId: null, card: null, inDialog: false, label: null };
    return {
      tag: el.tagName.toLowerCase(),
      testId: el.getAttribute('data-testid'),
      card: el.closest('[data-testid="saved-card"]')?.getAttribute('data-id') ?? null,
      inDialog: Boolean(el.closest('dialog[open]')),
      label: el.getAttribute('aria-label') ?? el.textContent?.trim() ?? null,
    };
  });
}

/** Presses Tab (or Shift+Tab) until the focused element matches `selector`; fails after `max` presses. */
export async function tabTo(page: Page, selector: string, { max = 120, back = false } = {}): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`focus never reached ${selector} in ${max} presses`);
}

/**
 * The texts Chromium's accessibility tree exposes under live regions of the given role (alert,
 * status) that are not ignored: an element under a modal dialog's inert background is ignored,
 * so an alert there counts for nothing.
 */
export async function exposedLiveTexts(page: Page, role: 'alert' | 'status'): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as {
      nodes: { nodeId: string; ignored: boolean; role?: { value?: string }; name?: { value?: string }; childIds?: string[] }[];
    };
    const byId = new Map(nodes.map((n) => [n.nodeId, n]));
    const text = (id: string): string => {
      const node = byId.get(id);
      if (!node || node.ignored) return '';
      const own = node.role?.value === 'StaticText' ? (node.name?.value ?? '') : '';
      return [own, ...(node.childIds ?? []).map(text)].filter(Boolean).join(' ');
    };
    return nodes.filter((n) => !n.ignored && n.role?.value === role).map((n) => text(n.nodeId).replace(/\s+/g, ' ').trim());
  } finally {
    await cdp.detach();
  }
}

/** Waits until the page's scripts have run. */
export async function hydrated(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
}
