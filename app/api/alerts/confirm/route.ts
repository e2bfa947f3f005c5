import { confirmGet } from '@/lib/server/alerts/handler';

/** GET: the confirmation link of an alert (double opt-in); redirects to its management page. */
export const GET = confirmGet;
