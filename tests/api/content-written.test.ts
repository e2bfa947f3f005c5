import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { getDb, rowsOf } from '@/lib/server/db/client';

/**
 * With the poll on (CONTENT_POLL_MS > 0, as in production), a change by another writer shows
 * within the poll; a change made through this instance's back office shows at once, because the
 * action calls contentWritten() after its write commits (a staff member who unpublishes a listing
 * must not find it still answered by the public API on their next request).
 */
describe('the writer sees its own change', () => {
  afterAll(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it('a cached listing is answered as it was until the poll, and as it now is once contentWritten() has run', async () => {
    vi.resetModules();
    vi.stubEnv('CONTENT_POLL_MS', '600000');
    const { getResidence } = await import('@/lib/server/properties/detail');
    const { contentWritten } = await import('@/lib/server/cache/content-version');
    const db = await getDb();
    const [row] = await rowsOf<{ id: number }>(db, sql`SELECT id FROM properties WHERE is_published AND category = 0 ORDER BY id LIMIT 1`);
    const id = Number(row.id);
    expect(await getResidence(id, 'en')).not.toBeNull();
    await db.execute(sql`UPDATE properties SET is_published = false WHERE id = ${id}`);
    try {
      // Another writer's change: this instance keeps its answer until the next poll.
      expect(await getResidence(id, 'en')).not.toBeNull();
      await contentWritten();
      expect(await getResidence(id, 'en')).toBeNull();
    } finally {
      await db.execute(sql`UPDATE properties SET is_published = true WHERE id = ${id}`);
      await contentWritten();
    }
    expect(await getResidence(id, 'en')).not.toBeNull();
  });
});
