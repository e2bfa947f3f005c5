import { unsubscribeGet, unsubscribePost } from '@/lib/server/alerts/handler';

/** GET: redirects to the management page; POST `List-Unsubscribe=One-Click`: stops the alert (RFC 8058). */
export const GET = unsubscribeGet;
export const POST = unsubscribePost;
