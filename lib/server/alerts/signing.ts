import 'server-only';
import crypto from 'node:crypto';
import path from 'node:path';
import { DEFAULT_SECRET_FILE, MIN_SECRET_LENGTH, readOrCreateSecret } from '@/lib/security/form-token';

/**
 * The signed links of an alert's mails (management page, one-click unsubscribe): `a1.{id}.{mac}`,
 * the mac an HMAC-SHA256 over the alert's id with a key derived from the site's form secret
 * (FORM_SECRET, else the secret file the form tokens use: lib/security/form-token.ts), so no new
 * secret has to be deployed and instances that accept each other's forms accept each other's links.
 * A link is sent only to the alert's address, so holding one proves the address.
 */
const PREFIX = 'a1';
const TOKEN = /^a1\.([1-9]\d{0,9})\.([A-Za-z0-9_-]{43})$/;

let key: Buffer | undefined;
function signingKey(): Buffer {
  if (!key) {
    const env = process.env;
    const secret = env.FORM_SECRET?.trim() || readOrCreateSecret(path.resolve(/* turbopackIgnore: true */ process.cwd(), env.FORM_SECRET_FILE || DEFAULT_SECRET_FILE));
    if (secret.length < MIN_SECRET_LENGTH) throw new Error(`FORM_SECRET must hold at least ${MIN_SECRET_LENGTH} characters.`);
    // A key of its own: an alert link can never pass for a form token, nor the other way round.
    key = crypto.createHmac('sha256', secret).update('search-alert-links.v1').digest();
  }
  return key;
}

function mac(id: number): string {
  return crypto.createHmac('sha256', signingKey()).update(`${PREFIX}.${id}`).digest('base64url');
}

export function alertToken(id: number): string {
  return `${PREFIX}.${id}.${mac(id)}`;
}

/** The alert id a token was signed for, or undefined for anything else (malformed, forged, altered). */
export function alertIdOf(token: unknown): number | undefined {
  if (typeof token !== 'string') return undefined;
  const match = TOKEN.exec(token);
  if (!match) return undefined;
  const id = Number(match[1]);
  const expected = Buffer.from(mac(id));
  const given = Buffer.from(match[2]);
  return given.length === expected.length && crypto.timingSafeEqual(given, expected) ? id : undefined;
}
