import { NextResponse, type NextRequest } from 'next/server';
import { allows } from '@/lib/admin/permissions';
import { getDb } from '@/lib/server/db/client';
import { inboxWords } from '@/lib/server/inbox/export';
import { readOwnerUpload } from '@/lib/server/inbox/uploads';
import { staffFromHeaders } from '@/lib/server/staff/session';

type Ctx = { params: Promise<{ key: string[] }> };

/** GET /admin/uploads/<storage key>: an owner's uploaded photo, for inbox staff only, never cached publicly. */
export async function GET(req: NextRequest, { params }: Ctx) {
  const staff = await staffFromHeaders(req.headers);
  if (!staff || staff.passwordChangeRequired || !allows(staff.role, 'inbox')) {
    const t = inboxWords(staff?.language ?? 'en');
    return NextResponse.json({ message: t(staff ? 'csv.forbidden' : 'csv.unauthenticated') }, { status: 403 });
  }
  const key = (await params).key.join('/');
  const upload = await readOwnerUpload(await getDb(), key);
  if (!upload) return NextResponse.json({ message: `no upload ${key}` }, { status: 404 });
  return new Response(upload.body, {
    headers: {
      'content-type': upload.contentType,
      'content-disposition': 'inline',
      'cache-control': 'private, max-age=3600',
      'x-content-type-options': 'nosniff',
    },
  });
}
