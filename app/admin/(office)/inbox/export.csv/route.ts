import { NextResponse, type NextRequest } from 'next/server';
import { allows } from '@/lib/admin/permissions';
import { getDb } from '@/lib/server/db/client';
import { inboxCsv, inboxWords } from '@/lib/server/inbox/export';
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
  const rows = await exportInbox(await getDb(), filters, staff.id, staff.language);
  const day = new Date().toISOString().slice(0, 10);
  return new Response(inboxCsv(rows, staff.language), {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="inbox-${day}.csv"`,
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    },
  });
}
