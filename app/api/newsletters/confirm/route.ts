import { confirmGet } from '@/lib/server/submissions/newsletter-links';

/** GET: the confirmation link of a newsletter sign-up (double opt-in); redirects to a page saying how it went. */
export const GET = confirmGet;
