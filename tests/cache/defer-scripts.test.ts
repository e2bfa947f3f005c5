import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { deferredScripts, deferScripts, LOADER_TIMEOUT_MS, loaderSource } from '@/lib/cache/defer-scripts';

/** The head and body as Next 16 writes them (scripts, the polyfill, the chunk list, the payload). */
const NONCE = 'render-nonce-abcdefgh';
const page = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>',
  '<link rel="preload" as="image" fetchPriority="high" href="/images/a-w1280.webp"/>',
  `<link rel="stylesheet" href="/_next/static/chunks/site.css" nonce="${NONCE}" data-precedence="next"/>`,
  `<link rel="preload" as="script" fetchPriority="low" nonce="${NONCE}" href="/_next/static/chunks/0-main.js"/>`,
  `<script src="/_next/static/chunks/react.js" async="" nonce="${NONCE}"></script>`,
  `<script src="/_next/static/chunks/turbopack-rt.js" async="" nonce="${NONCE}"></script>`,
  `<script src="/_next/static/chunks/polyfill.js" noModule="" nonce="${NONCE}"></script>`,
  `<script nonce="${NONCE}" id="_R_">(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push({})</script>`,
  `<script src="/_next/static/chunks/0-main.js" nonce="${NONCE}" async=""></script>`,
  '<title>t</title></head><body><img src="/images/a-w1280.webp" fetchPriority="high" alt=""/>',
  `<script nonce="${NONCE}">self.__next_f.push([1,"payload"])</script></body></html>`,
].join('');

describe('deferScripts', () => {
  const out = deferScripts(page, NONCE);

  it('takes the async framework scripts and their preload out of the page, in page order, into one loader at the end of the body', () => {
    expect(out).not.toMatch(/<script src="[^"]+" (async|nonce="[^"]+" async)=""/);
    expect(out).not.toContain('as="script"');
    const loader = /<script nonce="([^"]+)" data-script-loader="">(.*?)<\/script><\/body>/.exec(out);
    expect(loader?.[1]).toBe(NONCE);
    expect(loader?.[2]).toContain(JSON.stringify(['/_next/static/chunks/react.js', '/_next/static/chunks/turbopack-rt.js', '/_next/static/chunks/0-main.js']));
    // What the measurement scripts read back (npm run audit:js).
    expect(deferredScripts(out)).toEqual(['/_next/static/chunks/react.js', '/_next/static/chunks/turbopack-rt.js', '/_next/static/chunks/0-main.js']);
    expect(deferredScripts(page)).toEqual([]);
  });

  it('leaves the polyfill, the inline scripts, the stylesheet and the image preload where they were', () => {
    for (const kept of ['noModule=""', 'id="_R_"', 'self.__next_f.push', 'rel="stylesheet"', 'as="image"']) expect(out).toContain(kept);
    expect(out.indexOf('self.__next_f.push')).toBeLessThan(out.indexOf('data-script-loader'));
  });

  it('returns a page without async scripts, or without a body end, as it is', () => {
    const plain = `<html><head><script nonce="${NONCE}">1</script></head><body>x</body></html>`;
    expect(deferScripts(plain, NONCE)).toBe(plain);
    const cut = page.replace('</body></html>', '');
    expect(deferScripts(cut, NONCE)).toBe(cut);
  });
});

/** The loader run against a stand-in document: when does it add the scripts? */
function runLoader(image: 'none' | 'complete' | 'loading', paintTiming = false) {
  const added: { src: string; async: boolean; nonce?: string }[] = [];
  const listeners = new Map<string, () => void>();
  const windowListeners = new Map<string, () => void>();
  const frames: (() => void)[] = [];
  const timers: { fn: () => void; ms: number }[] = [];
  const img = { complete: image === 'complete', addEventListener: (type: string, fn: () => void) => listeners.set(type, fn) };
  const document = {
    currentScript: { nonce: 'n1' },
    querySelector: (selector: string) => (selector === 'img[fetchpriority="high"]' && image !== 'none' ? img : null),
    createElement: () => ({}) as { src: string; async: boolean; nonce?: string },
    head: { appendChild: (el: { src: string; async: boolean; nonce?: string }) => added.push(el) },
  };
  /** With paint timing: the observer the loader makes, and a way to report a paint to it. */
  const observers: { callback: (list: { getEntriesByName: (name: string) => unknown[] }) => void; options?: unknown; connected: boolean }[] = [];
  class PerformanceObserver {
    static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
    entry: (typeof observers)[number];
    constructor(callback: (typeof observers)[number]['callback']) {
      this.entry = { callback, connected: false };
      observers.push(this.entry);
    }
    observe(options: unknown) {
      this.entry.options = options;
      this.entry.connected = true;
    }
    disconnect() {
      this.entry.connected = false;
    }
  }
  const paint = (name: string) => {
    for (const o of observers.filter((x) => x.connected)) o.callback({ getEntriesByName: (n: string) => (n === name ? [{ name }] : []) });
  };
  vm.runInNewContext(loaderSource(['/a.js', '/b.js']), {
    ...(paintTiming ? { PerformanceObserver } : {}),
    document,
    requestAnimationFrame: (fn: () => void) => frames.push(fn),
    setTimeout: (fn: () => void, ms: number) => timers.push({ fn, ms }),
    addEventListener: (type: string, fn: () => void) => windowListeners.set(type, fn),
  });
  const flush = () => {
    for (const frame of frames.splice(0)) frame();
    for (const timer of timers.splice(0).filter((t) => t.ms === 0)) timer.fn();
  };
  return { added, listeners, windowListeners, flush, timers, observers, paint };
}

describe('the script loader', () => {
  it('adds every script, async and with the nonce, after a frame when the priority image is already there', () => {
    const run = runLoader('complete');
    expect(run.added).toHaveLength(0);
    run.flush();
    expect(run.added).toEqual([
      { src: '/a.js', async: true, nonce: 'n1' },
      { src: '/b.js', async: true, nonce: 'n1' },
    ]);
  });

  it('waits for the priority image to load, or to fail, then adds the scripts once', () => {
    for (const outcome of ['load', 'error']) {
      const run = runLoader('loading');
      run.flush();
      expect(run.added).toHaveLength(0);
      run.listeners.get(outcome)?.();
      run.flush();
      expect(run.added.map((s) => s.src)).toEqual(['/a.js', '/b.js']);
      run.windowListeners.get('pointerdown')?.();
      expect(run.added).toHaveLength(2);
    }
  });

  it('does not wait for the image past its time limit, nor once the visitor taps or types', () => {
    const late = runLoader('loading');
    const limit = late.timers.find((t) => t.ms === LOADER_TIMEOUT_MS);
    limit?.fn();
    expect(late.added).toHaveLength(2);
    for (const type of ['pointerdown', 'keydown', 'touchstart']) {
      const run = runLoader('loading');
      run.windowListeners.get(type)?.();
      expect(run.added).toHaveLength(2);
    }
  });

  it('loads at once after a frame on a page without a priority image', () => {
    const run = runLoader('none');
    run.flush();
    expect(run.added).toHaveLength(2);
  });

  it('where the browser reports paints, waits for the first contentful paint as well as the image', () => {
    const ready = runLoader('complete', true);
    expect(ready.observers.map((o) => o.options)).toEqual([{ type: 'paint', buffered: true }]);
    ready.flush();
    ready.paint('first-paint');
    ready.flush();
    expect(ready.added).toHaveLength(0);
    ready.paint('first-contentful-paint');
    ready.flush();
    expect(ready.added.map((s) => s.src)).toEqual(['/a.js', '/b.js']);
    expect(ready.observers[0].connected).toBe(false);

    // The paint reported before the image has loaded: the scripts still wait for the image.
    const late = runLoader('loading', true);
    late.paint('first-contentful-paint');
    late.flush();
    expect(late.added).toHaveLength(0);
    late.listeners.get('load')?.();
    late.flush();
    expect(late.added).toHaveLength(2);
  });
});
