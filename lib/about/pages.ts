/**
 * The company section (/about-isn and its sub pages): its menu and the rules
 * that shape the stored items into pages. Pure, so the rules are unit-tested.
 */
export const OVERVIEW_PAGES = ['company-profile', 'company-philosophy', 'mess-from-rep', 'our-company-feature', 'meet-our-team', 'our-main-services', 'why-choose-us'] as const;
export const GROUP_PAGES = ['group-companies', 'history'] as const;
/** Pages rendered from the general information of the same slug, or from the group/history lists. */
export const COMPANY_PAGES = [...OVERVIEW_PAGES, ...GROUP_PAGES, 'preparation-page'] as const;
export type CompanyPage = (typeof COMPANY_PAGES)[number];
/** Every page the company menu can mark as current. */
export type MenuPage = CompanyPage | 'news-release' | 'contact-us' | 'index';

export const MENU_GROUPS = [
  { key: 'overview', pages: OVERVIEW_PAGES },
  { key: 'group', pages: GROUP_PAGES },
] as const;
export const MENU_LINKS = ['news-release', 'contact-us'] as const;

export function isCompanyPage(value: string): value is CompanyPage {
  return (COMPANY_PAGES as readonly string[]).includes(value);
}

/** Only the first five features are shown. */
export function firstFeatures<T>(items: readonly T[]): T[] {
  return items.slice(0, 5);
}

/** The first three services are real-estate brokerage, the next three property management, the rest other business. */
export function groupServices<T>(items: readonly T[]): { brokerage: T[]; management: T[]; other: T[] } {
  return { brokerage: items.slice(0, 3), management: items.slice(3, 6), other: items.slice(6) };
}

const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;

/**
 * Why-choose-us: the first description holds a video link whose value after '=' is the
 * video id. Anything that is not a well-formed YouTube id gives null (nothing is embedded).
 */
export function videoIdFrom(description: string | null | undefined): string | null {
  if (!description) return null;
  const link = /https?:\/\/\S+/.exec(description)?.[0] ?? description;
  const at = link.indexOf('=');
  if (at < 0) return null;
  const id = link.slice(at + 1).replace(/[.,;:!?)）」』。]+$/u, '').split(/[&#\s]/)[0];
  return VIDEO_ID.test(id) ? id : null;
}

/** The first description's text without its raw link (and the colon that introduced it). */
export function withoutLink(description: string | null | undefined): string {
  return (description ?? '').replace(/\s*[:：]?\s*https?:\/\/\S+/gu, '').trim();
}

/** Plain text with blank-line paragraphs (the representative's message) as paragraphs. */
export function paragraphs(text: string | null | undefined): string[] {
  return (text ?? '')
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}

/** The history oldest first (the API answers newest first). */
export function chronological<T extends { year: number; month: number | null }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => a.year - b.year || (a.month ?? 0) - (b.month ?? 0));
}
