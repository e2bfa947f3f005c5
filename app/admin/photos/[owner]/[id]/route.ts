import { photoMethodNotAllowed, photoUploadHandler } from '@/lib/server/listings/photo-upload';
import { staffFromHeaders } from '@/lib/server/staff/session';

/** Photo uploads of the back office: outside the middleware (which would buffer the body), so the handler checks the session itself. */
const handle = photoUploadHandler({ staffOf: staffFromHeaders });

export async function POST(request: Request, { params }: { params: Promise<{ owner: string; id: string }> }) {
  const { owner, id } = await params;
  return handle(request, owner, id);
}

// Next's own answer to a method a route does not export would lack the route's headers (its policy above all).
export const GET = photoMethodNotAllowed;
export const PUT = photoMethodNotAllowed;
export const PATCH = photoMethodNotAllowed;
export const DELETE = photoMethodNotAllowed;
export const OPTIONS = photoMethodNotAllowed;
