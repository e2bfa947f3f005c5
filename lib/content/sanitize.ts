import 'server-only';
import sanitizeHtml, { type IOptions, type Attributes } from 'sanitize-html';

/**
 * Rich text from the database (blog posts, news releases, generic pages, topics, SEO texts) is
 * edited as HTML in a back office we do not control, so it is cleaned on the server against an
 * allow-list before any page renders it:
 *
 * - structure and phrasing only: headings (an `h1` becomes `h2`, the page owns its `h1`),
 *   paragraphs, lists, tables, figures, quotes, emphasis; no scripts, styles, forms, SVG or MathML
 *   (their content goes too), no `style`, `class` or event-handler attributes;
 * - links: http, https, mailto, tel and relative addresses; absolute ones get
 *   `rel="noopener noreferrer"`, and `target` survives only as `_blank`;
 * - images: only through the site's image route (`/images/{file}`): a bare stored file name or any
 *   address whose path holds `/images/` is rewritten to it, anything else (other hosts, `data:`)
 *   is dropped, as the CSP's img-src would block it anyway;
 * - iframes: only YouTube embeds, always served from youtube-nocookie.com.
 */

const TAGS = [
  'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'hr', 'div', 'span', 'section', 'article',
  'ul', 'ol', 'li', 'dl', 'dt', 'dd',
  'table', 'caption', 'colgroup', 'col', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td',
  'a', 'img', 'figure', 'figcaption', 'blockquote', 'q', 'cite', 'abbr', 'time',
  'strong', 'b', 'em', 'i', 'u', 's', 'del', 'ins', 'small', 'sub', 'sup', 'mark', 'code', 'pre', 'kbd',
  'iframe',
];

/** Dropped together with everything inside them. */
const DROPPED_WITH_CONTENT = ['script', 'style', 'noscript', 'template', 'textarea', 'option', 'select', 'svg', 'math', 'title', 'head', 'object', 'embed', 'xmp', 'noembed', 'noframes'];

const IMAGE_FILE = /^[A-Za-z0-9][A-Za-z0-9._-]*\.(?:jpe?g|png|webp|gif|avif)$/i;
const IMAGE_PATH = /^[A-Za-z0-9][A-Za-z0-9._-]*(?:\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/;
const VIDEO_HOSTS = new Set(['www.youtube.com', 'youtube.com', 'www.youtube-nocookie.com', 'youtube-nocookie.com']);
const VIDEO_ID = /^[A-Za-z0-9_-]{6,20}$/;
const NUMBER = /^\d{1,4}$/;

/** The image route address of a content image, or null when it cannot go through it. */
export function contentImageSrc(src: string | undefined): string | null {
  const value = (src ?? '').trim();
  if (!value) return null;
  if (IMAGE_FILE.test(value)) return `/images/${value}`;
  let path: string;
  if (value.startsWith('/') && !value.startsWith('//')) {
    path = value.split(/[?#]/)[0];
  } else {
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      return null;
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    path = url.pathname;
  }
  const at = path.lastIndexOf('/images/');
  if (at < 0) return null;
  const rest = path.slice(at + '/images/'.length);
  if (!IMAGE_PATH.test(rest) || rest.split('/').some((part) => part === '..' || part === '.')) return null;
  return `/images/${rest}`;
}

/** A YouTube embed address on youtube-nocookie.com, or null for any other frame. */
export function videoEmbedSrc(src: string | undefined): string | null {
  let url: URL;
  try {
    url = new URL((src ?? '').trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || !VIDEO_HOSTS.has(url.hostname) || url.username || url.password || url.port) return null;
  const match = /^\/embed\/([^/]+)\/?$/.exec(url.pathname);
  if (!match || !VIDEO_ID.test(match[1])) return null;
  const keep = new URLSearchParams();
  for (const key of ['start', 'end', 'rel']) {
    const v = url.searchParams.get(key);
    if (v && NUMBER.test(v)) keep.set(key, v);
  }
  const query = keep.toString();
  return `https://www.youtube-nocookie.com/embed/${match[1]}${query ? `?${query}` : ''}`;
}

function isWebAddress(href: string): boolean {
  return /^https?:\/\//i.test(href);
}

function sized(attribs: Attributes, out: Attributes): Attributes {
  for (const key of ['width', 'height']) if (NUMBER.test(attribs[key] ?? '')) out[key] = attribs[key];
  return out;
}

const OPTIONS: IOptions = {
  allowedTags: TAGS,
  nonTextTags: DROPPED_WITH_CONTENT,
  disallowedTagsMode: 'discard',
  allowedAttributes: {
    '*': ['lang', 'dir'],
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading', 'decoding'],
    iframe: ['src', 'title', 'width', 'height', 'allow', 'allowfullscreen', 'loading', 'referrerpolicy'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    col: ['span'],
    colgroup: ['span'],
    ol: ['start', 'reversed', 'type'],
    time: ['datetime'],
    abbr: ['title'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'], iframe: ['https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
  allowProtocolRelative: false,
  allowedIframeHostnames: ['www.youtube-nocookie.com'],
  allowIframeRelativeUrls: false,
  transformTags: {
    h1: 'h2',
    a: (tagName, attribs) => {
      const href = (attribs.href ?? '').trim();
      const out: Attributes = {};
      if (href) out.href = href;
      if (attribs.title) out.title = attribs.title;
      if (attribs.target === '_blank') out.target = '_blank';
      if (out.target || isWebAddress(href)) out.rel = 'noopener noreferrer';
      return { tagName, attribs: out };
    },
    img: (tagName, attribs) => {
      const src = contentImageSrc(attribs.src);
      const out: Attributes = src ? { src, alt: attribs.alt ?? '', loading: 'lazy', decoding: 'async' } : {};
      if (src && attribs.title) out.title = attribs.title;
      return { tagName, attribs: src ? sized(attribs, out) : out };
    },
    iframe: (tagName, attribs) => {
      const src = videoEmbedSrc(attribs.src);
      if (!src) return { tagName, attribs: {} };
      const out: Attributes = {
        src,
        title: attribs.title?.trim() || 'YouTube',
        loading: 'lazy',
        referrerpolicy: 'strict-origin-when-cross-origin',
        allow: 'accelerometer; encrypted-media; gyroscope; picture-in-picture',
        allowfullscreen: '',
      };
      return { tagName, attribs: sized(attribs, out) };
    },
  },
  // Images and frames whose address was refused are removed rather than left empty.
  exclusiveFilter: (frame) => (frame.tag === 'img' || frame.tag === 'iframe') && !frame.attribs.src,
};

/** Database HTML → HTML safe to render with `dangerouslySetInnerHTML` (see the rules above). */
export function sanitizeRichText(html: string | null | undefined): string {
  if (!html) return '';
  return sanitizeHtml(html, OPTIONS).trim();
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/**
 * Some texts (SEO texts, descriptions) are plain text with blank lines between paragraphs, others
 * HTML: plain text becomes escaped paragraphs, HTML is sanitised. Either way the result is safe.
 */
export function richTextHtml(text: string | null | undefined): string {
  if (!text) return '';
  const kept = RENDERED.get(text);
  if (kept !== undefined) return kept;
  const html = richTextOf(text);
  RENDERED.set(text, html);
  if (RENDERED.size > RENDERED_MAX) RENDERED.delete(RENDERED.keys().next().value as string);
  return html;
}

/**
 * The same stored text is rendered on every request for its page: the result (a pure function of
 * the text) is kept for the last RENDERED_MAX texts, so sanitising happens once per text, not per
 * request.
 */
const RENDERED = new Map<string, string>();
const RENDERED_MAX = 500;

function richTextOf(text: string): string {
  if (/<[a-z!/?]/i.test(text)) return sanitizeRichText(text);
  const paragraphs = text
    .split(/\r?\n\s*\r?\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p>${p.replace(/[&<>"']/g, (c) => ESCAPES[c]).replace(/\r?\n/g, '<br />')}</p>`);
  return sanitizeRichText(paragraphs.join(''));
}
