import { methodNotAllowed } from '@/lib/server/submissions/handler';
import { viewingHandler } from '@/lib/server/viewings/handler';

/** POST: a viewing request (one listing, or several from the shortlist). Other methods answer 405. */
export const POST = viewingHandler();
export const GET = methodNotAllowed;
export const PUT = methodNotAllowed;
export const PATCH = methodNotAllowed;
export const DELETE = methodNotAllowed;
