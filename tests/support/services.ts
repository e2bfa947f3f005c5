import { it } from 'vitest';

/** Under CI (`CI=true`) the services CI provides (PostgreSQL, Redis, dovecot) must be there. */
export const underCi = /^(1|true|yes)$/i.test(process.env.CI ?? '');

/**
 * A test that needs a running service: skipped on a machine without it, run under CI whatever
 * (where `assertUp` then fails it with the reason, rather than a skip that passes).
 */
export function withService(up: boolean): typeof it {
  return it.skipIf(!up && !underCi) as typeof it;
}

export function assertUp(up: boolean, what: string): asserts up {
  if (!up) throw new Error(`${what} does not answer, and CI needs it.`);
}
