import 'server-only';
import type { NextResponse } from 'next/server';
import { localePath } from '@/lib/i18n/config';
import { pageUrl } from '@/lib/seo/urls';
import { serverError } from '../http';
import { clientAddress } from '../security/rate-limit';
import { settings } from '../settings';
import { readJson } from '../submissions/body';
import { plainObject } from '../submissions/guard';
import { limit, reply, type HandlerDeps } from '../submissions/handler';
import { createSharedList, sharedListPath } from './index';
import { sharedListInput } from './schema';

const NOT_AN_OBJECT = 'The request body must be a JSON object with items and language.';
const NOTHING_TO_SHARE = 'None of these listings can be shared: they are unknown or no longer published.';

/**
 * POST /api/shared-lists: `{ items: [{ kind, id }…], language }` → 201 `{ token, url, path,
 * expiresAt }`. Rate-limited per address like the forms (before the body is read); no form token
 * or human check, since a shared list only names public listings and reaches nobody by itself.
 * Listings that are unknown or unpublished are dropped; if none is left, 400.
 */
export function sharedListHandler(deps: HandlerDeps = {}) {
  return async function POST(request: Request): Promise<NextResponse> {
    const limited = await limit(deps, 'share', clientAddress(request));
    if (limited) return limited;
    const body = await readJson(request);
    if (!body.ok) return reply(body.status, { message: body.message });
    if (!plainObject(body.value)) return reply(400, { message: NOT_AN_OBJECT });
    const parsed = sharedListInput.safeParse(body.value);
    if (!parsed.success) {
      const message = parsed.error.issues
        .slice(0, 3)
        .map((i) => (i.path.length ? `${i.path.join('.')}: ${i.message}` : i.message))
        .join('; ');
      return reply(400, { message });
    }
    try {
      const list = await createSharedList(parsed.data);
      if (!list) return reply(400, { message: NOTHING_TO_SHARE });
      const path = localePath(list.language, sharedListPath(list.token));
      return reply(201, {
        token: list.token,
        url: pageUrl(settings().SITE_URL, list.language, sharedListPath(list.token)),
        path,
        expiresAt: list.expiresAt.toISOString(),
      });
    } catch (err) {
      return serverError(err);
    }
  };
}
