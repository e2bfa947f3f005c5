import { NextResponse, type NextRequest } from 'next/server';
import { allows } from '@/lib/admin/permissions';
import { getDb } from '@/lib/server/db/client';
import { csvFileName, inboxCsv, inboxWords } from '@/lib/server/inbox/export';
import { exportDetails } from '@/lib/server/inbox/export-details';
import { parseInboxFilters } from '@/lib/server/inbox/filters';
import { exportInbox } from '@/lib/server/inbox/list';
import { staffFromHeaders } from '@/lib/server/staff/session';

/** GET /admin/inbox/export.csv?…filters: the filtered inbox as a spreadsheet (inbox staff only). */
export async function GET(req: NextRequest) {
  const staff = await staffFromHeaders(req.headers);
  if (!staff || staff.passwordChangeRequired || !allows(staff.role, 'inbox')) {
    const t = inboxWords(staff?.language ?? 'en');
    return NextResponse.json({ message: t(staff ? 'csv.forbidden' : 'csv.unauthenticated') }, { status: 403, headers: { 'cache-control': 'private, no-store' } });
  }
  const filters = parseInboxFilters(req.nextUrl.searchParams);
  const db = await getDb();
  const rows = await exportInbox(db, filters, staff.id, staff.language);
  return new Response(inboxCsv(rows, staff.language, await exportDetails(db, rows)), {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${csvFileName()}"`,
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    },
  });
}
