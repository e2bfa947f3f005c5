import 'server-only';
import crypto from 'node:crypto';
import path from 'node:path';
import zlib from 'node:zlib';
import { DEFAULT_SECRET_FILE, MIN_SECRET_LENGTH, readOrCreateSecret } from '@/lib/security/form-token';

/**
 * What the booking page's plain form (scripts off) sends back to the page after its post: what was
 * stored, or what was typed with the problems found, in the address of the 303 (`vb1.{data}`).
 * Sealed with AES-256-GCM under a key derived from the site's form secret (as the alerts' links
 * are), so a name, an address or a phone number never stands readable in an address, a log or a
 * history, and nobody can make the page say a booking was stored. Good for half an hour.
 */
const PREFIX = 'vb1.';
const TTL_MS = 30 * 60_000;
/** Longer than anything the form can send once sealed (its body is at most 32 kB). */
const MAX_TOKEN = 64 * 1024;
const IV = 12;
const TAG = 16;

let key: Buffer | undefined;
function sealingKey(): Buffer {
  if (!key) {
    const env = process.env;
    const secret = env.FORM_SECRET?.trim() || readOrCreateSecret(path.resolve(/* turbopackIgnore: true */ process.cwd(), env.FORM_SECRET_FILE || DEFAULT_SECRET_FILE));
    if (secret.length < MIN_SECRET_LENGTH) throw new Error(`FORM_SECRET must hold at least ${MIN_SECRET_LENGTH} characters.`);
    // A key of its own, for its own use only.
    key = crypto.createHmac('sha256', secret).update('viewing-booking-page.v1').digest();
  }
  return key;
}

export function seal(value: unknown, now = Date.now()): string {
  const plain = zlib.deflateRawSync(Buffer.from(JSON.stringify({ exp: now + TTL_MS, value })));
  const iv = crypto.randomBytes(IV);
  const cipher = crypto.createCipheriv('aes-256-gcm', sealingKey(), iv);
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  return PREFIX + Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

/** The sealed value, or undefined for anything else (malformed, altered, expired, not ours). */
export function unseal(token: unknown, now = Date.now()): unknown {
  if (typeof token !== 'string' || !token.startsWith(PREFIX) || token.length > MAX_TOKEN) return undefined;
  try {
    const raw = Buffer.from(token.slice(PREFIX.length), 'base64url');
    if (raw.length <= IV + TAG) return undefined;
    const decipher = crypto.createDecipheriv('aes-256-gcm', sealingKey(), raw.subarray(0, IV));
    decipher.setAuthTag(raw.subarray(IV, IV + TAG));
    const plain = Buffer.concat([decipher.update(raw.subarray(IV + TAG)), decipher.final()]);
    const opened: unknown = JSON.parse(zlib.inflateRawSync(plain, { maxOutputLength: MAX_TOKEN }).toString('utf8'));
    if (!opened || typeof opened !== 'object' || !('exp' in opened) || typeof opened.exp !== 'number' || opened.exp < now) return undefined;
    return 'value' in opened ? opened.value : undefined;
  } catch {
    return undefined;
  }
}
