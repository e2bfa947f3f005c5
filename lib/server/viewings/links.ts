import 'server-only';
import type { Lang } from '@/lib/api/lang';
import { localePath } from '@/lib/i18n/config';
import { mailConfig } from '../mail/config';
import { idSigner } from '../security/signed-ids';

/**
 * The renter's link to a viewing (`v1.{id}.{mac}`, lib/server/security/signed-ids.ts): mailed only
 * to the address that asked for it, it opens the viewing's page, where it can be cancelled.
 */
const signer = idSigner('v1', 'viewing-links.v1');

export function viewingToken(id: number): string {
  return signer.token(id);
}

/** The viewing id a token was signed for, or undefined for anything else (malformed, forged, altered, an alert's). */
export function viewingIdOf(token: unknown): number | undefined {
  return signer.idOf(token);
}

/** The renter's page of a viewing (and the others asked for with it), absolute from SITE_URL. */
export function viewingManageUrl(id: number, lang: Lang): string {
  return `${mailConfig().siteUrl}${localePath(lang, '/viewings/manage')}?token=${viewingToken(id)}`;
}
