import 'server-only';
import { cache } from 'react';
import { headers } from 'next/headers';
import { STAFF_ROLES, type StaffRole } from '../db/schema/staff';
import { getAuth } from './auth';

/**
 * Who is signed in to the back office, for the site's own pages too (a listing's preview): kept
 * apart from session.ts, whose role checks and refusals only the back office runs, so that the
 * site's pages import no more of it than they read (tests/cache/page-contract.test.ts follows every
 * request read of the modules they import).
 */
export type StaffLanguage = 'en' | 'ja';

/** The signed-in staff member as every back-office page and action sees them. */
export type Staff = {
  id: string;
  name: string;
  email: string;
  role: StaffRole;
  language: StaffLanguage;
  twoFactorEnabled: boolean;
  passwordChangeRequired: boolean;
};

type SessionUser = {
  id: string;
  name: string;
  email: string;
  role?: unknown;
  language?: unknown;
  disabled?: unknown;
  twoFactorEnabled?: unknown;
  passwordChangeRequired?: unknown;
};

function toStaff(user: SessionUser): Staff | null {
  if (user.disabled === true) return null;
  const role = STAFF_ROLES.find((r) => r === user.role);
  if (!role) return null;
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    role,
    language: user.language === 'ja' ? 'ja' : 'en',
    twoFactorEnabled: user.twoFactorEnabled === true,
    passwordChangeRequired: user.passwordChangeRequired === true,
  };
}

/** The staff member a request's session cookie names (null when none, expired or disabled). */
export async function staffFromHeaders(requestHeaders: Headers): Promise<Staff | null> {
  const auth = await getAuth();
  const session = await auth.api.getSession({ headers: requestHeaders, query: { disableCookieCache: true } });
  return session ? toStaff(session.user as SessionUser) : null;
}

/** The signed-in staff member of this request, read once per render. */
export const currentStaff = cache(async (): Promise<Staff | null> => staffFromHeaders(await headers()));
