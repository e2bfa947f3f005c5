import { decodeHTML } from 'entities';
import { Parser } from 'htmlparser2';

/**
 * The texts of a page's head: "Page｜Site" titles and meta descriptions stripped of
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

/** Decodes character references in one pass, as a browser does (so `&amp;lt;` becomes the text `&lt;`). */
export function decodeEntities(text: string): string {
  return decodeHTML(text);
}

// Elements that end a line or block: a space stands for them so that words on either side stay apart.
const BLOCKS = new Set(['br', 'p', 'div', 'li', 'ul', 'ol', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'tr', 'td', 'th', 'table', 'section', 'article', 'header', 'footer', 'blockquote', 'dt', 'dd', 'hr', 'img']);
// Elements whose content is not text a reader sees.
const HIDDEN = new Set(['script', 'style', 'noscript', 'template']);

/** HTML → plain text, read by htmlparser2 (comments, scripts and styles dropped, entities decoded). */
export function stripHtml(html: string): string {
  const parts: string[] = [];
  let hidden = 0;
  const parser = new Parser(
    {
      onopentag(name) {
        if (HIDDEN.has(name)) hidden += 1;
        else if (BLOCKS.has(name)) parts.push(' ');
      },
      onclosetag(name) {
        if (HIDDEN.has(name)) hidden = Math.max(0, hidden - 1);
        else if (BLOCKS.has(name)) parts.push(' ');
      },
      ontext(text) {
        if (!hidden) parts.push(text);
      },
    },
    { decodeEntities: true },
  );
  parser.end(html);
  return collapse(parts.join(''));
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
