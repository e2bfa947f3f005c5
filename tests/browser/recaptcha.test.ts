import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type FakeScript = { src: string; async: boolean; nonce: string; onload?: () => void; onerror?: () => void; remove: () => void };

/** Just enough of a page for the loader: a head that collects scripts, one nonced script, <html lang>. */
function fakePage(lang: string, siteKey: string | null) {
  const added: FakeScript[] = [];
  const document = {
    documentElement: { lang },
    head: { append: (s: FakeScript) => added.push(s) },
    createElement: () => ({ src: '', async: false, nonce: '', remove: vi.fn() }) as FakeScript,
    querySelector: (selector: string) => {
      if (selector.startsWith('meta')) return siteKey === null ? null : { content: siteKey };
      if (selector === 'script[nonce]') return { nonce: 'n0nce' };
      return null;
    },
  };
  const execute = vi.fn(async (key: string, options: { action: string }) => `token:${key}:${options.action}`);
  const window = {} as { grecaptcha?: unknown };
  vi.stubGlobal('document', document);
  vi.stubGlobal('window', window);
  const loadGoogle = () => {
    window.grecaptcha = { ready: (callback: () => void) => callback(), execute };
    added[0]?.onload?.();
  };
  return { added, execute, loadGoogle };
}

describe('reCAPTCHA in the browser', () => {
  beforeEach(() => vi.resetModules());
  afterEach(() => vi.unstubAllGlobals());

  it('reads the site key from the layout meta tag, empty when verification is off', async () => {
    fakePage('en', 'key-1');
    expect((await import('@/lib/browser/recaptcha')).recaptchaSiteKey()).toBe('key-1');
    vi.resetModules();
    fakePage('en', null);
    expect((await import('@/lib/browser/recaptcha')).recaptchaSiteKey()).toBe('');
  });

  it('adds Google’s script once, on first use, in the page language with the CSP nonce, and asks execute for the action', async () => {
    const page = fakePage('ja', 'key-1');
    const { recaptchaToken } = await import('@/lib/browser/recaptcha');
    expect(page.added).toHaveLength(0);
    const first = recaptchaToken('key-1', 'contact');
    const second = recaptchaToken('key-1', 'newsletter');
    expect(page.added).toHaveLength(1);
    expect(page.added[0].src).toBe('https://www.google.com/recaptcha/api.js?render=key-1&hl=ja');
    expect(page.added[0].nonce).toBe('n0nce');
    page.loadGoogle();
    await expect(first).resolves.toBe('token:key-1:contact');
    await expect(second).resolves.toBe('token:key-1:newsletter');
    expect(page.execute).toHaveBeenCalledWith('key-1', { action: 'contact' });
  });

  it('tries again after the script failed to load', async () => {
    const page = fakePage('en', 'key-1');
    const { recaptchaToken } = await import('@/lib/browser/recaptcha');
    const failed = recaptchaToken('key-1', 'owner');
    page.added[0].onerror?.();
    await expect(failed).rejects.toThrow(/failed to load/);
    const again = recaptchaToken('key-1', 'owner');
    expect(page.added).toHaveLength(2);
    expect(page.added[1].src).toContain('hl=en');
    window.grecaptcha = { ready: (callback: () => void) => callback(), execute: page.execute } as never;
    page.added[1].onload?.();
    await expect(again).resolves.toBe('token:key-1:owner');
  });
});
