import 'server-only';
import { allows } from '@/lib/admin/permissions';
import { OWNER_IMAGE_BYTES } from '@/lib/forms/values';
import { securityHeaders, STRICT_CSP } from '@/lib/security/headers';
import { provenance } from '@/lib/security/same-origin';
import { contentWritten } from '../cache/content-version';
import { getDb } from '../db/client';
import { isUnavailable } from '../http';
import { clientAddress } from '../security/rate-limit';
import type { Staff } from '../staff/session';
import { readMultipart } from '../submissions/body';
import { processImages } from '../submissions/images';
import { uploads, type Upload, type Uploads } from '../submissions/uploads';
import { addPhotos, UPLOAD_AT_ONCE, type PhotoOwner } from './photos';

/** Up to UPLOAD_AT_ONCE photos of at most OWNER_IMAGE_BYTES each, plus the multipart framing. */
export const PHOTO_BODY_LIMIT = UPLOAD_AT_ONCE * OWNER_IMAGE_BYTES + 256 * 1024;

export type UploadDeps = {
  /** The signed-in staff member of a request (session.ts's staffFromHeaders; tests pass their own). */
  staffOf: (headers: Headers) => Promise<Staff | null>;
  /** The uploads the process holds (default: the process's own, UPLOAD_MEMORY_MB). */
  uploads?: Uploads;
};

type Problem = 'none' | 'tooMany' | 'tooLarge' | 'notImage' | 'busy' | 'uploading' | 'failed';
const STATUS: Record<Problem, number> = { none: 400, tooMany: 400, tooLarge: 413, notImage: 400, busy: 503, uploading: 429, failed: 500 };

/**
 * What every answer of the route carries: the route is outside the middleware, which gives the
 * back office's pages theirs, so the site's security headers, a policy for an answer that is no
 * page, and the back office's no-store and noindex are set here.
 */
function answerHeaders(extra: Record<string, string> = {}): Record<string, string> {
  return {
    ...securityHeaders(process.env.SITE_URL),
    'Content-Security-Policy': STRICT_CSP,
    'Cache-Control': 'private, no-store',
    'X-Robots-Tag': 'noindex, nofollow',
    ...extra,
  };
}

const json = (status: number, body: Record<string, unknown>, headers: Record<string, string> = {}) => Response.json(body, { status, headers: answerHeaders(headers) });

/** Every method but POST (HEAD is GET's): 405, with the headers of the route's other answers. */
export function photoMethodNotAllowed(): Response {
  return json(405, { message: 'Method not allowed: photos are uploaded with POST.' }, { Allow: 'POST' });
}

/**
 * POST /admin/photos/{property|project}/{id}: new photos for a listing or project, multipart
 * (`photos`, several at once), through the owner form's bounded pipeline (one upload at a time per
 * staff member within the process's upload memory, size, count and pixel limits checked before
 * any decoding, re-encoded to WebP one request at a time). A browser's form post is sent back to
 * the edit page (303) with the outcome; other clients get JSON.
 */
export function photoUploadHandler(deps: UploadDeps) {
  return async (request: Request, ownerParam: string, idParam: string): Promise<Response> => {
    try {
      return await upload(request, ownerParam, idParam, deps);
    } catch (err) {
      // Reading the session failed: the database is away, or worse. Answered here, with the headers.
      if (isUnavailable(err)) return json(503, { message: 'The service is temporarily unavailable. Please try again in a moment.' }, { 'Retry-After': '5' });
      console.error('[listings] photo upload failed:', err);
      return json(500, { message: 'Something went wrong on our side.' });
    }
  };
}

async function upload(request: Request, ownerParam: string, idParam: string, deps: UploadDeps): Promise<Response> {
  const staff = await deps.staffOf(request.headers);
  if (!staff) return json(401, { message: 'Sign in to the back office first.' });
  if (!allows(staff.role, 'listings') || staff.passwordChangeRequired) return json(403, { message: 'Your role may not change listings.' });
  if (provenance(request.headers, process.env.SITE_URL) !== 'ownSite') return json(403, { message: 'Cross-site uploads are refused.' });
  const owner: PhotoOwner | undefined = ownerParam === 'property' || ownerParam === 'project' ? ownerParam : undefined;
  const id = /^[1-9]\d{0,9}$/.test(idParam) && Number(idParam) <= 2_147_483_647 ? Number(idParam) : undefined;
  if (!owner || id === undefined) return json(404, { message: 'No such listing.' });

  const back = owner === 'project' ? `/admin/listings/projects/${id}` : `/admin/listings/${id}`;
  const browser = (request.headers.get('accept') ?? '').includes('text/html');
  const answer = (problem: Problem | null, added = 0, headers: Record<string, string> = {}) => {
    if (browser) {
      const to = problem ? `${back}?photoError=${problem}#photos` : `${back}?notice=photosAdded#photos`;
      return new Response(null, { status: 303, headers: answerHeaders({ Location: to, ...headers }) });
    }
    return problem ? json(STATUS[problem], { message: problem }, headers) : json(200, { message: 'ok', added });
  };

  // One upload at a time per member of staff (not per address: an office shares one).
  const begun = (deps.uploads ?? uploads()).begin(`staff:${staff.id}`, request, PHOTO_BODY_LIMIT, 'tooLarge');
  if (!begun.ok) {
    const problem: Problem | undefined = begun.status === 413 ? 'tooLarge' : begun.status === 429 ? 'uploading' : begun.status === 503 ? 'busy' : undefined;
    return problem ? answer(problem, 0, begun.headers) : json(begun.status, { message: begun.message });
  }
  try {
    return await stored(request, begun.upload, { owner, id, staff, answer });
  } finally {
    begun.upload.release();
  }
}

type Answer = (problem: Problem | null, added?: number, headers?: Record<string, string>) => Response;

async function stored(request: Request, upload: Upload, { owner, id, staff, answer }: { owner: PhotoOwner; id: number; staff: Staff; answer: Answer }): Promise<Response> {
  const body = await readMultipart(request, { limit: PHOTO_BODY_LIMIT, tooLarge: 'tooLarge', file: { bytes: OWNER_IMAGE_BYTES, failure: { status: 413, message: 'tooLarge' } }, memory: upload });
  if (!body.ok) {
    if (body.status === 413) return answer('tooLarge');
    if (body.status === 503) return answer('busy', 0, body.headers);
    return json(body.status, { message: body.message });
  }
  // An empty file input posts a nameless empty part: no photo.
  const files = (body.value.files.get('photos') ?? []).filter((f) => f.bytes.length > 0 || f.name !== '');
  if (!files.length) return answer('none');
  if (files.length > UPLOAD_AT_ONCE) return answer('tooMany');

  const processed = await processImages(files.map((f) => f.bytes));
  if (!processed.ok) return answer(processed.status === 503 ? 'busy' : 'notImage', 0, processed.headers);
  try {
    const added = await addPhotos(await getDb(), owner, id, processed.images, { actor: staff, clientAddress: clientAddress(request) });
    if (!added.ok) return added.problem === 'missing' ? json(404, { message: 'No such listing.' }) : answer('tooMany');
    await contentWritten();
    return answer(null, added.added);
  } catch (err) {
    console.error('[listings] photo upload failed:', err);
    return answer('failed');
  }
}
