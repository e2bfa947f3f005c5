/**
 * A listing's optional video on its detail page: a YouTube link plays in a privacy-enhanced embed;
 * any other http(s) link is offered as a plain link. Nothing else is trusted.
 */
export type Video = { kind: 'youtube'; id: string; embed: string; url: string } | { kind: 'link'; url: string };

const YT_ID = /^[A-Za-z0-9_-]{11}$/;

export function parseVideo(link: string | null | undefined): Video | null {
  if (!link) return null;
  let url: URL;
  try {
    url = new URL(link.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.replace(/^www\.|^m\./, '');
  let id: string | null = null;
  if (host === 'youtu.be') id = url.pathname.slice(1).split('/')[0] ?? null;
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    id = url.searchParams.get('v') ?? /^\/(?:embed|shorts|live)\/([^/?#]+)/.exec(url.pathname)?.[1] ?? null;
  }
  if (id && YT_ID.test(id)) return { kind: 'youtube', id, embed: `https://www.youtube-nocookie.com/embed/${id}`, url: url.toString() };
  return { kind: 'link', url: url.toString() };
}
