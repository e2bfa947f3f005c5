import 'server-only';
import { allows } from '@/lib/admin/permissions';
import { provenance } from '@/lib/security/same-origin';
import { getDb } from '../db/client';
import { isUnavailable } from '../http';
import { answerHeaders, refusalMessage, refusedQuery } from '../listings/photo-upload';
import { UPLOAD_AT_ONCE } from '../listings/photos';
import { processStaffImages, STAFF_BATCH_BYTES } from '../listings/staff-images';
import { clientAddress } from '../security/rate-limit';
import type { Staff } from '../staff/session';
import { readMultipart } from '../submissions/body';
import { uploads as processUploads, type Uploads } from '../submissions/uploads';
import { addMedia, parseAlts } from './media';

/**
 * POST /admin/photos/media: images for the media library (`files`, several at once, with `altEn`
 * and `altJa` for all of them), through the same bounded pipeline as listing photos: one upload
 * at a time per member of staff within UPLOAD_MEMORY_MB, STAFF_BATCH_BYTES a request, the pixel
 * limits before decoding, the shared image queue. A browser's form post goes back to the library
 * (303) with the outcome and the refused files named; other clients get JSON.
 */
export type MediaUploadDeps = { staffOf: (headers: Headers) => Promise<Staff | null>; uploads?: Uploads };

const json = (status: number, body: Record<string, unknown>, headers: Record<string, string> = {}) => Response.json(body, { status, headers: answerHeaders(headers) });
const BACK = '/admin/content/media';

export function mediaUploadHandler(deps: MediaUploadDeps) {
  return async (request: Request): Promise<Response> => {
    try {
      return await upload(request, deps);
    } catch (err) {
      if (isUnavailable(err)) return json(503, { message: 'The service is temporarily unavailable. Please try again in a moment.' }, { 'Retry-After': '5' });
      console.error('[media] upload failed:', err);
      return json(500, { message: 'Something went wrong on our side.' });
    }
  };
}

async function upload(request: Request, deps: MediaUploadDeps): Promise<Response> {
  const staff = await deps.staffOf(request.headers);
  if (!staff) return json(401, { message: 'Sign in to the back office first.' });
  if (!allows(staff.role, 'content') || staff.passwordChangeRequired) return json(403, { message: 'Your role may not change content.' });
  if (provenance(request.headers, process.env.SITE_URL) !== 'ownSite') return json(403, { message: 'Cross-site uploads are refused.' });
  const browser = (request.headers.get('accept') ?? '').includes('text/html');
  type Outcome = { problem?: string; added?: number; refused?: Parameters<typeof refusedQuery>[0]; headers?: Record<string, string>; status?: number };
  const answer = ({ problem, added = 0, refused = [], headers = {}, status = 400 }: Outcome) => {
    if (browser) {
      const to = `${BACK}?${problem ? `uploadError=${problem}` : `notice=uploaded&added=${added}`}${refusedQuery(refused)}`;
      return new Response(null, { status: 303, headers: answerHeaders({ Location: to, ...headers }) });
    }
    const named = refused.length ? { refused: refused.map((r) => ({ ...r, message: refusalMessage(r, staff.language) })) } : {};
    return problem ? json(status, { message: problem, ...named }, headers) : json(200, { message: 'ok', added, ...named });
  };

  const begun = (deps.uploads ?? processUploads()).begin(`staff:${staff.id}`, request, STAFF_BATCH_BYTES, 'tooLarge');
  if (!begun.ok) {
    const problem = begun.status === 413 ? 'tooLarge' : begun.status === 429 ? 'uploading' : begun.status === 503 ? 'busy' : undefined;
    return problem ? answer({ problem, status: begun.status, headers: begun.headers }) : json(begun.status, { message: begun.message });
  }
  try {
    const body = await readMultipart(request, { limit: STAFF_BATCH_BYTES, tooLarge: 'tooLarge', memory: begun.upload });
    if (!body.ok) {
      if (body.status === 413 || body.status === 503) return answer({ problem: body.status === 413 ? 'tooLarge' : 'busy', status: body.status, headers: body.headers });
      return json(body.status, { message: body.message });
    }
    const files = (body.value.files.get('files') ?? []).filter((f) => f.bytes.length > 0 || f.name !== '');
    if (!files.length) return answer({ problem: 'none' });
    if (files.length > UPLOAD_AT_ONCE) return answer({ problem: 'tooMany' });
    const alts = parseAlts(body.value.fields);
    if (!alts.ok) return answer({ problem: 'altTooLong' });
    const processed = await processStaffImages(files);
    if (!processed.ok) return answer({ problem: 'busy', status: 503, headers: processed.headers });
    if (!processed.images.length) return answer({ problem: 'notImage', refused: processed.refused });
    let added: Awaited<ReturnType<typeof addMedia>>;
    try {
      added = await addMedia(await getDb(), staff, processed.images, alts.value, clientAddress(request));
    } catch (err) {
      // The bucket (or the database) away: addMedia removed what it wrote; trying later will do.
      if (isUnavailable(err)) return answer({ problem: 'storageDown', status: 503, headers: { 'Retry-After': '30' } });
      throw err;
    }
    return answer({ added: added.length, refused: processed.refused });
  } finally {
    begun.upload.release();
  }
}
