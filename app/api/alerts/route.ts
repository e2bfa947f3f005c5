import { subscribeHandler } from '@/lib/server/alerts/handler';
import { methodNotAllowed } from '@/lib/server/submissions/handler';

/** POST: a saved-search alert sign-up (JSON, or the results page's plain form). Other methods answer 405. */
export const POST = subscribeHandler();
export const GET = methodNotAllowed;
export const PUT = methodNotAllowed;
export const PATCH = methodNotAllowed;
export const DELETE = methodNotAllowed;
