import { forbidden } from 'next/navigation';

/**
 * The 403 page at an address of its own: where a form posted without JavaScript by a role without
 * the right is sent (refuseRole in lib/server/staff/session.ts), since Next would answer that post
 * with a 404.
 */
export default function ForbiddenPage(): never {
  forbidden();
}
