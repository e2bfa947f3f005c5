import { pageReads } from '@/lib/cache/page-reads';

/** What this page reads of its query (lib/cache/page-reads.ts): the page cache keys it on these. */
export const reads = pageReads('/alerts/manage', ['token', 'confirmed', 'stopped', 'resumed']);
