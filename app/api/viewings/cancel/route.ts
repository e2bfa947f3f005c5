import type { NextResponse } from 'next/server';
import { isLang, localePath } from '@/lib/i18n/config';
import { getDb } from '@/lib/server/db/client';
import { serverError } from '@/lib/server/http';
import { reply } from '@/lib/server/submissions/handler';
import { seeOther } from '@/lib/server/submissions/newsletter-links';
import { clientAddress } from '@/lib/server/security/rate-limit';
import { viewingIdOf } from '@/lib/server/viewings/links';
import { cancelViewing, getViewing } from '@/lib/server/viewings/manage';
import { ViewingRefused } from '@/lib/server/viewings/types';

/**
 * POST /api/viewings/cancel?token=: the renter's "Cancel this viewing" (a plain form on the
 * viewing's page, so it works without scripts), by the viewing's signed link. A browser lands back
 * on the page it came from (`back`, when that is a valid link) told what happened; other clients
 * get JSON `{ message }`: 400 for a link that is not one, 404 for a viewing that is gone, 409 for
 * one that has already taken place.
 */
export async function POST(request: Request): Promise<NextResponse> {
  const url = new URL(request.url);
  const token = url.searchParams.get('token');
  const back = viewingIdOf(url.searchParams.get('back')) !== undefined ? url.searchParams.get('back')! : token;
  const browser = (request.headers.get('accept') ?? '').includes('text/html');
  const langParam = url.searchParams.get('lang');
  const page = (lang: string | null, outcome?: string) =>
    seeOther(`${localePath(isLang(lang) ? lang : 'en', '/viewings/manage')}${outcome === undefined ? '' : `?token=${encodeURIComponent(back ?? '')}&${outcome}`}`);

  const id = viewingIdOf(token);
  if (id === undefined) return browser ? page(langParam) : reply(400, { message: 'The cancel link is not valid: its signature does not match a viewing.' });
  const db = await getDb();
  const viewing = await getViewing(db, id, 'en');
  if (!viewing) return browser ? page(langParam) : reply(404, { message: 'There is no such viewing.' });
  try {
    const outcome = await cancelViewing(db, id, 'renter', null, clientAddress(request));
    if (browser) return page(viewing.language, `cancelled=${id}`);
    return reply(200, { message: outcome === 'cancelled' ? 'The viewing is cancelled.' : 'The viewing was already cancelled.' });
  } catch (err) {
    if (!(err instanceof ViewingRefused)) return serverError(err);
    return browser ? page(viewing.language, `refused=${id}`) : reply(409, { message: err.message });
  }
}
