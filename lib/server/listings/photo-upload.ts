import 'server-only';
import { allows } from '@/lib/admin/permissions';
import listingsEn from '@/messages/admin/listings.en.json';
import listingsJa from '@/messages/admin/listings.ja.json';
import { securityHeaders, STRICT_CSP } from '@/lib/security/headers';
import { provenance } from '@/lib/security/same-origin';
import { contentWritten } from '../cache/content-version';
import { getDb } from '../db/client';
import { isUnavailable } from '../http';
import { clientAddress } from '../security/rate-limit';
import type { Staff } from '../staff/session';
import { readMultipart } from '../submissions/body';
import { uploads, type Upload, type Uploads } from '../submissions/uploads';
import { addPhotos, removePhotoFiles, setFloorPlan, UPLOAD_AT_ONCE, writePhotos, type PhotoOwner } from './photos';
import { processStaffImages, STAFF_BATCH_BYTES, type RefusedFile } from './staff-images';

/** Up to UPLOAD_AT_ONCE photos of at most STAFF_IMAGE_BYTES each, within STAFF_BATCH_BYTES in all (./staff-images.ts). */
export const PHOTO_BODY_LIMIT = STAFF_BATCH_BYTES;

/** A refused file's reason as the member of staff reads it. */
export function refusalMessage(file: RefusedFile, language: Staff['language']): string {
  const words = (language === 'ja' ? listingsJa : listingsEn).photos.fileErrors;
  return words[file.problem].replace('{name}', file.name);
}

/** The refused files in a redirect: `refused=<problem>:<name>`, repeated. */
export function refusedQuery(refused: RefusedFile[]): string {
  return refused
    .slice(0, UPLOAD_AT_ONCE)
    .map((r) => `&refused=${encodeURIComponent(`${r.problem}:${r.name}`)}`)
    .join('');
}

export type UploadDeps = {
  /** The signed-in staff member of a request (session.ts's staffFromHeaders; tests pass their own). */
  staffOf: (headers: Headers) => Promise<Staff | null>;
  /** The uploads the process holds (default: the process's own, UPLOAD_MEMORY_MB). */
  uploads?: Uploads;
};

type Problem = 'none' | 'tooMany' | 'tooLarge' | 'notImage' | 'busy' | 'uploading' | 'storageDown' | 'failed';
const STATUS: Record<Problem, number> = { none: 400, tooMany: 400, tooLarge: 413, notImage: 400, busy: 503, uploading: 429, storageDown: 503, failed: 500 };

/**
 * What every answer of the route carries: the route is outside the middleware, which gives the
 * back office's pages theirs, so the site's security headers, a policy for an answer that is no
 * page, and the back office's no-store and noindex are set here.
 */
export function answerHeaders(extra: Record<string, string> = {}): Record<string, string> {
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

/** What an upload is for: photos of a listing or project, or a listing's floor plan (one file, `plan`, replacing the one before). */
type Target = PhotoOwner | 'floor-plan';

/**
 * POST /admin/photos/{property|project|floor-plan}/{id}: new photos for a listing or project, multipart
 * (`photos`, several at once), or a listing's floor plan (`plan`, one file), through the owner form's bounded pipeline (one upload at a time per
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
  const target: Target | undefined = ownerParam === 'property' || ownerParam === 'project' || ownerParam === 'floor-plan' ? ownerParam : undefined;
  const id = /^[1-9]\d{0,9}$/.test(idParam) && Number(idParam) <= 2_147_483_647 ? Number(idParam) : undefined;
  if (!target || id === undefined) return json(404, { message: 'No such listing.' });

  const back = target === 'project' ? `/admin/listings/projects/${id}` : `/admin/listings/${id}`;
  const [errorKey, done, section] = target === 'floor-plan' ? ['planError', 'floorPlanSaved', 'floor-plan'] : ['photoError', 'photosAdded', 'photos'];
  const browser = (request.headers.get('accept') ?? '').includes('text/html');
  const answer: Answer = (problem, added = 0, headers = {}, refused = []) => {
    if (browser) {
      const to = problem ? `${back}?${errorKey}=${problem}${refusedQuery(refused)}#${section}` : `${back}?notice=${done}${refusedQuery(refused)}#${section}`;
      return new Response(null, { status: 303, headers: answerHeaders({ Location: to, ...headers }) });
    }
    const named = refused.length ? { refused: refused.map((r) => ({ ...r, message: refusalMessage(r, staff.language) })) } : {};
    return problem ? json(STATUS[problem], { message: problem, ...named }, headers) : json(200, { message: 'ok', added, ...named });
  };

  // One upload at a time per member of staff (not per address: an office shares one).
  const begun = (deps.uploads ?? uploads()).begin(`staff:${staff.id}`, request, PHOTO_BODY_LIMIT, 'tooLarge');
  if (!begun.ok) {
    const problem: Problem | undefined = begun.status === 413 ? 'tooLarge' : begun.status === 429 ? 'uploading' : begun.status === 503 ? 'busy' : undefined;
    return problem ? answer(problem, 0, begun.headers) : json(begun.status, { message: begun.message });
  }
  try {
    return await stored(request, begun.upload, { target, id, staff, answer });
  } finally {
    begun.upload.release();
  }
}

type Answer = (problem: Problem | null, added?: number, headers?: Record<string, string>, refused?: RefusedFile[]) => Response;

async function stored(request: Request, upload: Upload, { target, id, staff, answer }: { target: Target; id: number; staff: Staff; answer: Answer }): Promise<Response> {
  // No per-file cut: a file over STAFF_IMAGE_BYTES is named and refused alone, the body limit bounds the memory.
  const body = await readMultipart(request, { limit: PHOTO_BODY_LIMIT, tooLarge: 'tooLarge', memory: upload });
  if (!body.ok) {
    if (body.status === 413) return answer('tooLarge');
    if (body.status === 503) return answer('busy', 0, body.headers);
    return json(body.status, { message: body.message });
  }
  // An empty file input posts a nameless empty part: no photo.
  const files = (body.value.files.get(target === 'floor-plan' ? 'plan' : 'photos') ?? []).filter((f) => f.bytes.length > 0 || f.name !== '');
  if (!files.length) return answer('none');
  if (files.length > (target === 'floor-plan' ? 1 : UPLOAD_AT_ONCE)) return answer('tooMany');

  // Each file on its own: the good ones are stored, the bad ones named with their reason.
  const processed = await processStaffImages(files);
  if (!processed.ok) return answer('busy', 0, processed.headers);
  const { images, refused } = processed;
  if (!images.length) return answer(refused.some((r) => r.problem !== 'tooLarge') ? 'notImage' : 'tooLarge', 0, {}, refused);
  const by = { actor: staff, clientAddress: clientAddress(request) };
  try {
    if (target === 'floor-plan') return await storeFloorPlan(id, images[0], by, answer);
    const added = await addPhotos(await getDb(), target, id, images, by);
    if (!added.ok) return added.problem === 'missing' ? json(404, { message: 'No such listing.' }) : answer('tooMany');
    await contentWritten();
    return answer(null, added.added, {}, refused);
  } catch (err) {
    // The bucket (or the database) away: nothing was kept (addPhotos removes what it wrote), and
    // trying again later will do.
    if (isUnavailable(err)) return answer('storageDown', 0, { 'Retry-After': '30' });
    console.error('[listings] photo upload failed:', err);
    return answer('failed');
  }
}

/** The new floor plan's file written, then set on the listing (which deletes the one before); the file is removed again when that fails. */
async function storeFloorPlan(id: number, image: Parameters<typeof writePhotos>[0][number], by: Parameters<typeof setFloorPlan>[3], answer: Answer): Promise<Response> {
  const [name] = await writePhotos([image]);
  let saved: boolean;
  try {
    saved = await setFloorPlan(await getDb(), id, name, by);
  } catch (err) {
    await removePhotoFiles([name]);
    throw err;
  }
  if (!saved) {
    await removePhotoFiles([name]);
    return json(404, { message: 'No such listing.' });
  }
  await contentWritten();
  return answer(null, 1);
}
