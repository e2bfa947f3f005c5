import { sql } from 'drizzle-orm';
import { NextResponse } from 'next/server';
import { refreshContentVersion } from '@/lib/server/cache/content-version';
import { getDb } from '@/lib/server/db/client';
import { serverError } from '@/lib/server/http';

/**
 * GET /api/health: for load balancers, not part of the site's API. 200 when this
 * instance reaches its database now, 503 with a message when it does not. Pages and most data are
 * served from the caches while the database is away, so a health check must ask the database.
 */
export async function GET(): Promise<NextResponse> {
  try {
    const db = await getDb();
    await db.execute(sql`SELECT 1`);
    return NextResponse.json({ status: 'ok', contentVersion: (await refreshContentVersion()) ?? null }, { headers: { 'Cache-Control': 'no-store' } });
  } catch (err) {
    return serverError(err);
  }
}
