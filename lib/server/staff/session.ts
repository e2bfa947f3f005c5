import 'server-only';
import { headers } from 'next/headers';
import { forbidden, redirect, RedirectType } from 'next/navigation';
import { allows, type Area } from '@/lib/admin/permissions';
import { currentStaff, type Staff } from './current';

export { currentStaff, staffFromHeaders, type Staff, type StaffLanguage } from './current';

/** The back office's 403 page as an address of its own (app/admin/(office)/forbidden/page.tsx). */
export const FORBIDDEN_PATH = '/admin/forbidden';

/**
 * The 403 page for a role without the right. forbidden() gives it to a page and to a server action
 * the page's script posted (Next answers 403 and shows app/admin/forbidden.tsx). A server action
 * posted by a form without JavaScript is answered by Next with its bare 404 page instead (its action
 * handler renders the not-found tree, status 404, for every forbidden() or notFound() of such a
 * post), so that post is sent on (303) to FORBIDDEN_PATH, which answers 403 with the same page.
 * Such a post is what Next itself takes for one: a multipart or URL-encoded body without the
 * Next-Action header of a scripted call.
 */
export async function refuseRole(): Promise<never> {
  const h = await headers();
  const contentType = h.get('content-type') ?? '';
  const formPost = !h.has('next-action') && (contentType.startsWith('multipart/form-data') || contentType === 'application/x-www-form-urlencoded');
  if (formPost) redirect(FORBIDDEN_PATH, RedirectType.push);
  forbidden();
}

/**
 * The signed-in staff member allowed into `area` (or into every one of several): anyone else is
 * sent to the sign-in page (no session) or gets the 403 page (a role without the right). Every
 * back-office page and server action starts with this.
 */
export async function requireStaff(area: Area | readonly Area[], next = '/admin'): Promise<Staff> {
  const staff = await currentStaff();
  if (!staff) redirect(`/admin/sign-in?next=${encodeURIComponent(next)}`);
  if (staff.passwordChangeRequired && area !== 'self') redirect('/admin/account?first=1');
  if (!allows(staff.role, area)) return refuseRole();
  return staff;
}
