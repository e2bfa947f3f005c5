import { unsubscribeGet, unsubscribePost } from '@/lib/server/submissions/newsletter-links';

/** GET: redirects to the page with the unsubscribe button; POST `List-Unsubscribe=One-Click`: unsubscribes (RFC 8058). */
export const GET = unsubscribeGet;
export const POST = unsubscribePost;
