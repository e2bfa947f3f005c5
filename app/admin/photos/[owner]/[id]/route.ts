import { photoUploadHandler } from '@/lib/server/listings/photo-upload';
import { staffFromHeaders } from '@/lib/server/staff/session';

/** Photo uploads of the back office: outside the middleware (which would buffer the body), so the handler checks the session itself. */
const handle = photoUploadHandler({ staffOf: staffFromHeaders });

export async function POST(request: Request, { params }: { params: Promise<{ owner: string; id: string }> }) {
  const { owner, id } = await params;
  return handle(request, owner, id);
}
