import 'server-only';
import crypto from 'node:crypto';

/**
 * The back office's TOTP (RFC 6238, HMAC-SHA-1): better-auth's two-factor plugin is configured with
 * these (auth.ts), and the replay check (pending-two-factor.ts) works out with them which time step
 * a code belongs to, which the plugin does not say.
 */
export const TOTP = { period: 30, digits: 6 } as const;
/** Steps either side of the current one whose codes are accepted: the plugin's window. */
export const TOTP_WINDOW = 1;

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/**
 * The HMAC key of a TOTP secret as the plugin keeps it (decrypted): the UTF-8 bytes of the secret it
 * made, or, for one imported as `base32:…`, the bytes it spells.
 */
export function totpKey(secret: string): Buffer {
  if (!secret.startsWith('base32:')) return Buffer.from(secret, 'utf8');
  let bits = '';
  for (const ch of secret.slice(7).replace(/=+$/, '').toUpperCase()) bits += BASE32.indexOf(ch).toString(2).padStart(5, '0');
  return Buffer.from((bits.match(/.{8}/g) ?? []).map((byte) => parseInt(byte, 2)));
}

function hotp(key: Buffer, counter: number): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = crypto.createHmac('sha1', key).update(message).digest();
  const offset = mac[mac.length - 1] & 0xf;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 10 ** TOTP.digits).padStart(TOTP.digits, '0');
}

/** The latest time step within the window at `at` whose code is `code`; null when none is. */
export function totpStepOf(key: Buffer, code: string, at = Date.now()): number | null {
  const now = Math.floor(at / 1000 / TOTP.period);
  let found: number | null = null;
  for (let step = now - TOTP_WINDOW; step <= now + TOTP_WINDOW; step++) {
    const expected = Buffer.from(hotp(key, step));
    const given = Buffer.from(code);
    if (given.length === expected.length && crypto.timingSafeEqual(given, expected)) found = step;
  }
  return found;
}
