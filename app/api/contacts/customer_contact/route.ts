import { methodNotAllowed } from '@/lib/server/submissions/handler';
import { supportHandler } from '@/lib/server/submissions/handler';

/** POST: a customer-support inquiry. Other methods answer 405. */
export const POST = supportHandler();
export const GET = methodNotAllowed;
export const PUT = methodNotAllowed;
export const PATCH = methodNotAllowed;
export const DELETE = methodNotAllowed;
