import { serveImage } from '@/lib/server/media';

/** Images at {host}/images/{file}: the demo's from MEDIA_DIR, those written since from the image storage. */
export async function GET(request: Request, { params }: { params: Promise<{ file: string[] }> }) {
  return serveImage((await params).file, request);
}
