import { mediaDir, serveFile } from '@/lib/server/media';

/** Images at {host}/images/{file} (SPEC §7). */
export async function GET(request: Request, { params }: { params: Promise<{ file: string[] }> }) {
  return serveFile(mediaDir('images'), (await params).file, request);
}
