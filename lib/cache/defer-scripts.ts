/**
 * The page's largest image first, the framework's scripts after it (issue 9: LCP on a phone).
 *
 * Next puts every script of a page in the head as `<script src async>` (and one low-priority
 * `<link rel="preload" as="script">`), so on a slow connection the browser downloads 150-210 kB of
 * JavaScript at the same time as the stylesheet and the page's largest image, and the image is
 * painted late. The page works without scripts (it is rendered on the server, its links and forms
 * are plain HTML), so the production server moves those scripts behind a small loader: it adds
 * them, async as before and in the same order, once the page's priority image has loaded and the
 * browser has reported the page's first contentful paint (then one frame more), or at the
 * visitor's first tap or key, or after LOADER_TIMEOUT_MS at the latest. Waiting for the reported
 * paint, not only for a frame: the paint reaches the screen some tens of milliseconds after the
 * frame's callbacks run, and scripts that finish before it are counted into the page's LCP by
 * Lighthouse's simulation (a spike of 0.5–1 s on a phone). Where the browser has no paint timing,
 * a frame after the image is enough. Nothing else changes: the same files run in the same way,
 * only their download starts later. `nomodule` polyfills stay where they are (modern browsers skip
 * them).
 */

/** The latest a page waits for its priority image before it loads its scripts anyway. */
export const LOADER_TIMEOUT_MS = 2500;

const SCRIPT = /<script src="(\/_next\/static\/[^"]+\.js)"(?=[^>]*\basync="")[^>]*><\/script>/g;
const PRELOAD = /<link rel="preload" as="script"[^>]*href="\/_next\/static\/[^"]+\.js"[^>]*\/>/g;

const LOADER = /<script[^>]*data-script-loader[^>]*>[\s\S]*?\(document,(\[[^\]]*\])\)<\/script>/;

/** The loader, as the inline script's text: `srcs` are the script addresses in page order. */
export function loaderSource(srcs: readonly string[]): string {
  // JSON of plain /_next paths: no "<" can close the script element.
  return `(function(d,s){var n=d.currentScript&&d.currentScript.nonce,on=0,need=2;function go(){if(on)return;on=1;s.forEach(function(u){var e=d.createElement("script");e.src=u;e.async=true;if(n)e.nonce=n;d.head.appendChild(e)})}function soon(){requestAnimationFrame(function(){setTimeout(go,0)})}function done(){if(--need===0)soon()}["pointerdown","keydown","touchstart"].forEach(function(t){addEventListener(t,go,{once:true,passive:true,capture:true})});setTimeout(go,${LOADER_TIMEOUT_MS});var i=d.querySelector('img[fetchpriority="high"]');if(i&&!i.complete){i.addEventListener("load",done);i.addEventListener("error",done)}else done();var P=typeof PerformanceObserver=="function"&&PerformanceObserver,k=P&&P.supportedEntryTypes;if(k&&k.indexOf("paint")>=0){var o=new P(function(l){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();done()}});o.observe({type:"paint",buffered:true})}else done()})(document,${JSON.stringify(srcs)})`;
}

/**
 * The page with its async Next scripts (and their preloads) replaced by the loader, placed at the
 * end of the body with the render's nonce. A page without such scripts, or without a closing
 * body, is returned as it is.
 */
export function deferScripts(html: string, nonce: string): string {
  const srcs: string[] = [];
  const end = html.lastIndexOf('</body>');
  if (end < 0) return html;
  const head = html.slice(0, end).replace(SCRIPT, (_tag, src: string) => {
    srcs.push(src);
    return '';
  });
  if (srcs.length === 0) return html;
  const loader = `<script nonce="${nonce}" data-script-loader="">${loaderSource(srcs)}</script>`;
  return head.replace(PRELOAD, '') + loader + html.slice(end);
}

/** The scripts a page's loader will add, in order; none when the page has no loader. */
export function deferredScripts(html: string): string[] {
  const list = LOADER.exec(html)?.[1];
  return list ? (JSON.parse(list) as string[]) : [];
}
