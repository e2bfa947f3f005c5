import 'server-only';
import { hash, verify } from '@node-rs/argon2';

/**
 * Staff passwords are hashed with argon2id (OWASP's second configuration: 19 MiB, 2 passes,
 * 1 lane; @node-rs/argon2's defaults, written out so a library upgrade cannot weaken them).
 */
const OPTIONS = { algorithm: 2 /* Argon2id */, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword({ hash: stored, password }: { hash: string; password: string }): Promise<boolean> {
  if (!stored.startsWith('$argon2id$')) return false;
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

/** What a staff password must be: long enough to resist guessing, short enough to hash cheaply. */
export const PASSWORD_MIN = 12;
export const PASSWORD_MAX = 128;
