/**
 * The one static document the server answers itself with, where Next does not (the front door's
 * 400, 405 and 414, the page cache's 503, the middleware's refusal of a back-office post): a
 * heading, a sentence and one link, in the visitor's language, with no script and inline styles
 * only (the strict policy of those answers allows nothing else). Edge-safe: the middleware uses it.
 */
const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export type PlainPage = { locale: string; title: string; heading: string; text: string; link: { href: string; label: string } };

export function plainPage({ locale, title, heading, text, link }: PlainPage): string {
  return `<!DOCTYPE html><html lang="${escape(locale)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escape(title)}</title></head><body style="font-family:system-ui,sans-serif;margin:0;padding:5rem 1rem;text-align:center;color:#0f172a"><main role="alert"><h1 style="font-size:1.5rem">${escape(heading)}</h1><p style="color:#475569">${escape(text)}</p><p><a href="${escape(link.href)}" style="display:inline-block;margin-top:1.5rem;padding:.5rem 1rem;border-radius:.375rem;background:#0f766e;color:#fff;text-decoration:none">${escape(link.label)}</a></p></main></body></html>`;
}
