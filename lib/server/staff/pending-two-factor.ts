import 'server-only';
import type { BetterAuthPlugin } from 'better-auth';
import { createAuthEndpoint } from 'better-auth/api';
import { symmetricDecrypt } from 'better-auth/crypto';
import { and, eq, lt } from 'drizzle-orm';
import * as z from 'zod';
import { getDb } from '../db/client';
import { staffTwoFactors } from '../db/schema';
import { totpStepOf } from './totp';

export type TotpClaim = 'claimed' | 'replayed' | 'wrong' | 'none';

/**
 * What the sign-in's second step needs from better-auth's two-factor plugin and the plugin does not
 * offer (both endpoints SERVER_ONLY: never routed over HTTP, and the site routes none of
 * better-auth's endpoints):
 *
 * - `pendingTwoFactorAccount`: which account a second step belongs to, before its code is checked
 *   (the sign-in limits count wrong codes per account as well as per client,
 *   lib/server/staff/sign-in.ts). The plugin keeps the pending account in its signed `two_factor`
 *   cookie; this reads that cookie as the plugin itself does (the request's signed cookie, then its
 *   verification row, then the account), so the check follows the library if the format changes.
 * - `claimTotpStep`: one TOTP code signs in once. The plugin accepts a code as often as it is
 *   sent within its window (90 s), so a code seen over a shoulder or phished signs in again.
 *   This works out which time step the code is of (with the account's secret, decrypted as the
 *   plugin does) and records it as the account's last one, only if it is later than the last:
 *   one UPDATE with that condition, so of two sign-ins sending one code at once exactly one
 *   claims it. The caller refuses a replayed code before the plugin sees it; a claimed one then
 *   goes to the plugin, which checks it again and makes the session.
 */
export const pendingTwoFactor = () =>
  ({
    id: 'staff-pending-two-factor',
    endpoints: {
      pendingTwoFactorAccount: createAuthEndpoint('/staff/pending-two-factor', { method: 'GET', metadata: { SERVER_ONLY: true } }, async (ctx) => {
        const cookie = ctx.context.createAuthCookie('two_factor');
        const identifier = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
        if (!identifier) return { account: null };
        const pending = await ctx.context.internalAdapter.findVerificationValue(identifier);
        if (!pending || pending.expiresAt.getTime() <= Date.now()) return { account: null };
        const user = await ctx.context.internalAdapter.findUserById(pending.value);
        return { account: user ? { id: user.id, email: user.email } : null };
      }),
      claimTotpStep: createAuthEndpoint(
        '/staff/claim-totp-step',
        { method: 'POST', body: z.object({ userId: z.string().min(1), code: z.string() }), metadata: { SERVER_ONLY: true } },
        async (ctx): Promise<{ claim: TotpClaim }> => {
          const db = await getDb();
          const [row] = await db.select({ secret: staffTwoFactors.secret }).from(staffTwoFactors).where(eq(staffTwoFactors.userId, ctx.body.userId));
          if (!row) return { claim: 'none' };
          const secret = await symmetricDecrypt({ key: ctx.context.secretConfig, data: row.secret });
          const step = await totpStepOf(secret, ctx.body.code);
          if (step === null) return { claim: 'wrong' };
          const claimed = await db
            .update(staffTwoFactors)
            .set({ lastTotpStep: step })
            .where(and(eq(staffTwoFactors.userId, ctx.body.userId), lt(staffTwoFactors.lastTotpStep, step)))
            .returning({ id: staffTwoFactors.id });
          return { claim: claimed.length ? 'claimed' : 'replayed' };
        },
      ),
    },
  }) satisfies BetterAuthPlugin;
