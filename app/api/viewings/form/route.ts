import { methodNotAllowed } from '@/lib/server/submissions/handler';
import { bookingFormHandler } from '@/lib/server/viewings/booking-page';

/** POST: the booking page's plain form (scripts off), answered with a 303 back to the page. Other methods answer 405. */
export const POST = bookingFormHandler();
export const GET = methodNotAllowed;
export const PUT = methodNotAllowed;
export const PATCH = methodNotAllowed;
export const DELETE = methodNotAllowed;
