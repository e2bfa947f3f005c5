import 'server-only';
import type { NextResponse } from 'next/server';
import { ownerSchema } from '@/lib/forms/owner';
import { TOKEN_FIELD } from '@/lib/forms/guard';
import { OWNER_IMAGE_BYTES, OWNER_IMAGE_MAX, withoutBlanks } from '@/lib/forms/values';
import { rateLimitKey } from '@/lib/security/forwarded';
import { serverError } from '../http';
import { recipientBudget } from '../mail/recipient-budget';
import { clientAddress } from '../security/rate-limit';
import { uploadStorage, type UploadStorage } from '../storage';
import { readMultipart } from './body';
import { sentence, validationFailure } from './errors';
import { screenBody } from './guard';
import { limit, reply, verify, type HandlerDeps } from './handler';
import { processImages } from './images';
import { saveOwnerSubmission, type SaveOwnerOptions } from './owners';
import { uploads, type Upload, type Uploads } from './uploads';

export type OwnerDeps = HandlerDeps & {
  /** Where the photos go (default: S3 when configured, else UPLOAD_DIR). */
  storage?: UploadStorage;
  /** Tests force a failure inside the transaction with it. */
  beforeCommit?: SaveOwnerOptions['beforeCommit'];
  /** The uploads the process holds (default: the process's own, UPLOAD_MEMORY_MB). */
  uploads?: Uploads;
};

/** Ten photos of at most OWNER_IMAGE_BYTES each, plus the text fields and multipart framing. */
export const OWNER_BODY_LIMIT = OWNER_IMAGE_MAX * OWNER_IMAGE_BYTES + 256 * 1024;

/** The words for a photo over the size limit (the original site's Vietnamese was a quirk). */
export const FILE_TOO_LARGE = sentence('ownerFileSize');

/** The guard is judged before the photos are read, so the form's token must come before them (the site's form sends every field first). */
export const TOKEN_BEFORE_PHOTOS = `The form was not sent: its fields, the form token (${TOKEN_FIELD}) among them, must come before the photos.`;

/** The posted names (spelt as the API contract spells them) of the schema's fields. */
const ALIASES = { numberOfBathroom: 'numberOfBadroom', descriptionAmenities: 'descriptionAmentities' };

/**
 * POST /api/owners: the owner registration, multipart with up to 10 `images` parts. Before the body
 * is read: the rate limit, the declared size, and the client's one upload at a time within the
 * process's upload memory (./uploads.ts). While it is read: the form's token and honeypot as soon
 * as the first photo begins (the form sends its fields first), each photo's size. Then the fields
 * with the form's schema, each photo by its bytes (re-encoded by sharp), and the photos and rows
 * are stored all-or-nothing.
 */
export function ownerHandler(deps: OwnerDeps = {}) {
  return async (request: Request): Promise<NextResponse> => {
    const address = clientAddress(request);
    const limited = await limit(deps, 'owner', address);
    if (limited) return limited;

    const begun = (deps.uploads ?? uploads()).begin(rateLimitKey(address), request, OWNER_BODY_LIMIT, FILE_TOO_LARGE);
    if (!begun.ok) return reply(begun.status, { message: begun.message }, begun.headers);
    try {
      return await registration(request, begun.upload, address, deps);
    } finally {
      begun.upload.release();
    }
  };
}

async function registration(request: Request, upload: Upload, address: string, deps: OwnerDeps): Promise<NextResponse> {
  const body = await readMultipart(request, {
    limit: OWNER_BODY_LIMIT,
    tooLarge: FILE_TOO_LARGE,
    file: { bytes: OWNER_IMAGE_BYTES, failure: { status: 400, message: FILE_TOO_LARGE } },
    memory: upload,
    beforeFiles: (fields) => {
      if (!Object.hasOwn(fields, TOKEN_FIELD)) return { status: 400, message: TOKEN_BEFORE_PHOTOS };
      const screened = screenBody({ ...fields });
      return screened.ok ? undefined : { status: 400, message: screened.message };
    },
  });
  if (!body.ok) return reply(body.status, { message: body.message }, body.headers);
  const { fields, files, duplicates } = body.value;

  if (duplicates.length) return reply(400, { message: `${duplicates[0]}: This field was sent more than once` });
  if (Object.hasOwn(fields, 'images')) return reply(400, { message: 'images: Each image must be sent as a file' });
  const unexpected = [...files.keys()].find((name) => name !== 'images');
  if (unexpected) return reply(400, { message: `${unexpected}: Only images can be sent as files` });

  const screened = screenBody({ ...fields });
  if (!screened.ok) return reply(400, { message: screened.message });
  const parsed = ownerSchema.safeParse(withoutBlanks(screened.fields));
  if (!parsed.success) return reply(400, { ...validationFailure(parsed.error, ALIASES) });

  // An empty file input posts a nameless empty part: that is no photo, not a broken one.
  const photos = (files.get('images') ?? []).filter((f) => f.bytes.length > 0 || f.name !== '');
  if (photos.length > OWNER_IMAGE_MAX) return reply(400, { message: `images: At most ${OWNER_IMAGE_MAX} images can be sent` });

  const unverified = await verify(deps, parsed.data.token, 'owner', address);
  if (unverified) return unverified;

  // Every photo's header is judged before any is decoded; the decoding waits its turn (images.ts).
  const processed = await processImages(photos.map((f) => f.bytes));
  if (!processed.ok) return reply(processed.status, { message: processed.message }, processed.headers);
  const { images } = processed;

  try {
    const id = await saveOwnerSubmission(parsed.data, images, {
      storage: deps.storage ?? uploadStorage(),
      clientAddress: address,
      beforeCommit: deps.beforeCommit,
      budget: recipientBudget(deps.limiter),
    });
    return reply(200, { message: 'ok', id, images: images.length });
  } catch (err) {
    return serverError(err);
  }
}
