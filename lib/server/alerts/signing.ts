import 'server-only';
import { idSigner } from '../security/signed-ids';

/**
 * The signed links of an alert's mails (management page, one-click unsubscribe): `a1.{id}.{mac}`
 * (lib/server/security/signed-ids.ts), with the key purpose alert links have always had, so links
 * already mailed keep working.
 */
const signer = idSigner('a1', 'search-alert-links.v1');

export function alertToken(id: number): string {
  return signer.token(id);
}

/** The alert id a token was signed for, or undefined for anything else (malformed, forged, altered). */
export function alertIdOf(token: unknown): number | undefined {
  return signer.idOf(token);
}
