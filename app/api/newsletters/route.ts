import { methodNotAllowed } from '@/lib/server/submissions/handler';
import { newsletterHandler } from '@/lib/server/submissions/handler';

/** POST: a newsletter subscription. Other methods answer 405. */
export const POST = newsletterHandler();
export const GET = methodNotAllowed;
export const PUT = methodNotAllowed;
export const PATCH = methodNotAllowed;
export const DELETE = methodNotAllowed;
