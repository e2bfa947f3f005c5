import 'server-only';
import crypto from 'node:crypto';
import path from 'node:path';
import { DEFAULT_SECRET_FILE, MIN_SECRET_LENGTH, readOrCreateSecret } from '@/lib/security/form-token';

/**
 * Links that name one row and prove they were sent by the site: `{prefix}.{id}.{mac}`, the mac an
 * HMAC-SHA256 over `{prefix}.{id}` with a key derived from the site's form secret (FORM_SECRET,
 * else the secret file the form tokens use: lib/security/form-token.ts), so no new secret has to
 * be deployed and instances that accept each other's forms accept each other's links. Each kind of
 * link derives a key of its own from its `purpose`: a link of one kind never passes for another,
 * nor for a form token. A link is mailed only to the row's own address, so holding one proves it.
 */
export type IdSigner = {
  token(id: number): string;
  /** The id a token was signed for, or undefined for anything else (malformed, forged, altered, another kind's). */
  idOf(token: unknown): number | undefined;
};

export function idSigner(prefix: string, purpose: string): IdSigner {
  if (!/^[a-z][a-z0-9]{0,7}$/.test(prefix)) throw new Error(`A link prefix is a few lower-case letters and digits: ${prefix}`);
  const pattern = new RegExp(`^${prefix}\\.([1-9]\\d{0,9})\\.([A-Za-z0-9_-]{43})$`);
  let key: Buffer | undefined;
  const signingKey = () => {
    if (!key) {
      const env = process.env;
      const secret = env.FORM_SECRET?.trim() || readOrCreateSecret(path.resolve(/* turbopackIgnore: true */ process.cwd(), env.FORM_SECRET_FILE || DEFAULT_SECRET_FILE));
      if (secret.length < MIN_SECRET_LENGTH) throw new Error(`FORM_SECRET must hold at least ${MIN_SECRET_LENGTH} characters.`);
      key = crypto.createHmac('sha256', secret).update(purpose).digest();
    }
    return key;
  };
  const mac = (id: number) => crypto.createHmac('sha256', signingKey()).update(`${prefix}.${id}`).digest('base64url');
  return {
    token: (id) => `${prefix}.${id}.${mac(id)}`,
    idOf(token) {
      if (typeof token !== 'string') return undefined;
      const match = pattern.exec(token);
      if (!match) return undefined;
      const id = Number(match[1]);
      const expected = Buffer.from(mac(id));
      const given = Buffer.from(match[2]);
      return given.length === expected.length && crypto.timingSafeEqual(given, expected) ? id : undefined;
    },
  };
}
