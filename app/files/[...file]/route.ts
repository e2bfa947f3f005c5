import { mediaDir, serveFile } from '@/lib/server/media';

/** Downloadable documents (the magazine PDFs). */
export async function GET(request: Request, { params }: { params: Promise<{ file: string[] }> }) {
  return serveFile(mediaDir('files'), (await params).file, request);
}
