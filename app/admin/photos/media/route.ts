import { mediaUploadHandler } from '@/lib/server/content-admin/media-upload';
import { photoMethodNotAllowed } from '@/lib/server/listings/photo-upload';
import { staffFromHeaders } from '@/lib/server/staff/session';

/** Media library uploads: under /admin/photos, outside the middleware (which would buffer the body), so the handler checks the session itself. */
const handle = mediaUploadHandler({ staffOf: staffFromHeaders });

export async function POST(request: Request) {
  return handle(request);
}

export const GET = photoMethodNotAllowed;
export const PUT = photoMethodNotAllowed;
export const PATCH = photoMethodNotAllowed;
export const DELETE = photoMethodNotAllowed;
export const OPTIONS = photoMethodNotAllowed;
