import Negotiator from 'negotiator';
import type { Lang } from './config';

/**
 * The browser's choice between the site's two languages, by its Accept-Language (RFC 9110, read by
 * `negotiator`): the one it ranks higher ('ja' for ja-JP too); English when it accepts some
 * language but neither of ours; undefined without a header or when it accepts none. One rule for
 * the public site and the back office.
 */
export function preferredLocale(header: string | null | undefined): 'en' | 'ja' | undefined {
  if (!header) return undefined;
  const negotiator = new Negotiator({ headers: { 'accept-language': header } });
  const best = negotiator.language(['en', 'ja']);
  if (best === 'en' || best === 'ja') return best;
  return negotiator.languages().length > 0 ? 'en' : undefined;
}

/** Accept-Language → the site's language as its URLs spell it (`en`, `jp`). */
export function langFromAcceptLanguage(header: string | null | undefined): Lang | undefined {
  const locale = preferredLocale(header);
  return locale === 'ja' ? 'jp' : locale;
}
