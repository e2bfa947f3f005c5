/**
 * The request a back-office server action sees in Vitest: the session cookie the test hands it
 * (`request.cookie`), from a loopback client, with any other headers the test sets
 * (`request.headers`, e.g. the content type of a form posted without JavaScript). Importing this module also turns on Next's
 * `forbidden()` (the back office's 403) and gives better-auth a secret, so a test file takes it
 * before anything else:
 *
 *   const { request } = await vi.hoisted(() => import('../support/staff-request'));
 *   vi.mock('next/headers', () => import('../support/staff-request').then((m) => m.nextHeaders));
 */
process.env.__NEXT_EXPERIMENTAL_AUTH_INTERRUPTS = 'true';
process.env.STAFF_AUTH_SECRET ??= 'vitest-staff-auth-secret-not-for-production-0123456789';

export const request: { cookie: string; headers: Record<string, string> } = { cookie: '', headers: {} };

export const nextHeaders = {
  headers: async () => new Headers({ ...request.headers, cookie: request.cookie, 'x-forwarded-for': '127.0.0.1' }),
  cookies: async () => ({ get: () => undefined, getAll: () => [], set: () => {}, delete: () => {}, has: () => false }),
};

/**
 * `next/cache` outside a Next request: what an action asked to render again, in order
 * (`vi.mock('next/cache', () => import('../support/staff-request').then((m) => m.nextCache))`).
 */
export const revalidated: string[] = [];
export const nextCache = {
  revalidatePath: (path: string) => void revalidated.push(path),
  revalidateTag: (tag: string) => void revalidated.push(`tag:${tag}`),
};
