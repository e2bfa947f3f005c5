import 'server-only';
import type { BetterAuthPlugin } from 'better-auth';
import { createAuthEndpoint } from 'better-auth/api';

/**
 * Which account a sign-in's second step belongs to, before its code is checked: the sign-in
 * limits count wrong codes per account as well as per client (lib/server/staff/sign-in.ts).
 * better-auth's two-factor plugin keeps the pending account in its signed `two_factor` cookie;
 * this endpoint reads that cookie as the plugin itself does (the request's signed cookie, then
 * its verification row, then the account), so the check follows the library if the cookie's
 * format changes.
 * SERVER_ONLY: never routed over HTTP (and the site routes none of better-auth's endpoints).
 */
export const pendingTwoFactor = () =>
  ({
    id: 'staff-pending-two-factor',
    endpoints: {
      pendingTwoFactorAccount: createAuthEndpoint('/staff/pending-two-factor', { method: 'GET', metadata: { SERVER_ONLY: true } }, async (ctx) => {
        const cookie = ctx.context.createAuthCookie('two_factor');
        const identifier = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
        if (!identifier) return { email: null };
        const pending = await ctx.context.internalAdapter.findVerificationValue(identifier);
        if (!pending || pending.expiresAt.getTime() <= Date.now()) return { email: null };
        const user = await ctx.context.internalAdapter.findUserById(pending.value);
        return { email: user?.email ?? null };
      }),
    },
  }) satisfies BetterAuthPlugin;
