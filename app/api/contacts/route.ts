import { methodNotAllowed } from '@/lib/server/submissions/handler';
import { contactHandler } from '@/lib/server/submissions/handler';

/** POST: a contact request. Other methods answer 405. */
export const POST = contactHandler();
export const GET = methodNotAllowed;
export const PUT = methodNotAllowed;
export const PATCH = methodNotAllowed;
export const DELETE = methodNotAllowed;
