import { methodNotAllowed } from '@/lib/server/submissions/handler';
import { ownerHandler } from '@/lib/server/submissions/owner-handler';

/** POST: an owner registration, multipart with up to 10 images. Other methods answer 405. */
export const POST = ownerHandler();
export const GET = methodNotAllowed;
export const PUT = methodNotAllowed;
export const PATCH = methodNotAllowed;
export const DELETE = methodNotAllowed;
