/**
 * The texts of a page's head (SPEC §9): "Page｜Site" titles and meta descriptions stripped of
 * markup and cut to 300 characters. Pure, so they are testable without Next.
 */

/** The full-width vertical bar (U+FF5C) between page title and site name. */
export const TITLE_SEPARATOR = '\uFF5C';
export const DESCRIPTION_MAX = 300;

/**
 * "Page｜Site", or the site name alone when the page has no title of its own. Titles from the
 * database may carry markup or entities (SEO titles are edited as HTML): they are read as text.
 */
export function pageTitle(title: string | null | undefined, siteName: string): string {
  const clean = stripHtml(title ?? '');
  return clean && clean !== siteName ? `${clean}${TITLE_SEPARATOR}${siteName}` : siteName;
}

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ensp: ' ',
  emsp: ' ',
  thinsp: ' ',
  hellip: '…',
  mdash: '—',
  ndash: '–',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  laquo: '«',
  raquo: '»',
  bull: '•',
  middot: '·',
  copy: '©',
  reg: '®',
  trade: '™',
  deg: '°',
  times: '×',
  yen: '¥',
  euro: '€',
  sup2: '²',
};

/** Decodes character references in one pass (so `&amp;lt;` becomes the text `&lt;`). */
export function decodeEntities(text: string): string {
  return text.replace(/&(#[0-9]{1,7}|#[xX][0-9a-fA-F]{1,6}|[a-zA-Z][a-zA-Z0-9]{1,31});/g, (whole, body: string) => {
    if (body[0] !== '#') return NAMED_ENTITIES[body] ?? NAMED_ENTITIES[body.toLowerCase()] ?? whole;
    const code = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
    const valid = code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff);
    return valid ? String.fromCodePoint(code) : '\uFFFD';
  });
}

// Tags that end a line or block: replaced by a space so that words on either side stay apart.
const BLOCK_TAG = /<\/?(?:br|p|div|li|ul|ol|h[1-6]|tr|td|th|table|section|article|header|footer|blockquote|dt|dd|hr|img)\b[^>]*>/gi;

/** HTML → plain text: comments, scripts and styles dropped, tags removed, entities decoded. */
export function stripHtml(html: string): string {
  const text = html
    .replace(/<!--[\s\S]*?(?:-->|$)/g, ' ')
    .replace(/<(script|style|noscript|template)\b[^>]*>[\s\S]*?(?:<\/\1\s*>|$)/gi, ' ')
    .replace(BLOCK_TAG, ' ')
    .replace(/<\/?[a-zA-Z][^>]*>/g, '');
  return collapse(decodeEntities(text));
}

/** Cuts to at most `max` UTF-16 units without splitting a surrogate pair. */
export function cutText(text: string, max = DESCRIPTION_MAX): string {
  if (text.length <= max) return text;
  let end = max;
  const last = text.charCodeAt(end - 1);
  if (last >= 0xd800 && last <= 0xdbff) end -= 1; // a high surrogate whose partner would be cut off
  return text.slice(0, end).trimEnd();
}

/** A meta description: plain text, whitespace collapsed, at most 300 characters. */
export function metaDescription(html: string | null | undefined, max = DESCRIPTION_MAX): string {
  return cutText(stripHtml(html ?? ''), max);
}

/** Keywords as one comma-separated string, blanks and duplicates dropped. */
export function keywordList(keywords: string | readonly string[] | null | undefined): string | undefined {
  const parts = (typeof keywords === 'string' ? keywords.split(/[,、，]/) : (keywords ?? [])).map(collapse).filter(Boolean);
  return parts.length ? [...new Set(parts)].join(', ') : undefined;
}

function collapse(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
