import { sharedListHandler } from '@/lib/server/shared-lists/handler';
import { methodNotAllowed } from '@/lib/server/submissions/handler';

/** POST: share a favourites list by link; the list is read by its page. Other methods answer 405. */
export const POST = sharedListHandler();
export const GET = methodNotAllowed;
export const PUT = methodNotAllowed;
export const PATCH = methodNotAllowed;
export const DELETE = methodNotAllowed;
