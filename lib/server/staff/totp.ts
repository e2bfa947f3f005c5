import 'server-only';
import crypto from 'node:crypto';
import { base32 } from '@better-auth/utils/base32';
import { createOTP } from '@better-auth/utils/otp';

/**
 * The back office's TOTP (RFC 6238, HMAC-SHA-1): better-auth's two-factor plugin is configured with
 * these (auth.ts), and the replay check (pending-two-factor.ts) works out with them which time step
 * a code belongs to, which the plugin does not say. The codes are made by the plugin's own library
 * (@better-auth/utils), from the secret decoded as the plugin decodes it.
 */
export const TOTP = { period: 30, digits: 6 } as const;
/** Steps either side of the current one whose codes are accepted: the plugin's window. */
export const TOTP_WINDOW = 1;

/** A secret as the plugin keeps it (decrypted): its own as UTF-8, or one imported as `base32:…` as the bytes it spells. */
function otpSecret(secret: string): string | Uint8Array {
  return secret.startsWith('base32:') ? base32.decode(secret.slice(7).toUpperCase()) : secret;
}

/** The latest time step within the window at `at` whose code is `code`; null when none is. */
export async function totpStepOf(secret: string, code: string, at = Date.now()): Promise<number | null> {
  const otp = createOTP(otpSecret(secret), TOTP);
  const now = Math.floor(at / 1000 / TOTP.period);
  const given = Buffer.from(code);
  let found: number | null = null;
  for (let step = now - TOTP_WINDOW; step <= now + TOTP_WINDOW; step++) {
    const expected = Buffer.from(await otp.hotp(step));
    if (given.length === expected.length && crypto.timingSafeEqual(given, expected)) found = step;
  }
  return found;
}
