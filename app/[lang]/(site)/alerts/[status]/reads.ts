import { pageReads } from '@/lib/cache/page-reads';

/**
 * What this page reads of its query (lib/cache/page-reads.ts): the page cache keys it on these. A
 * refused sign-up names the search it came from (`kind`, `q`), so the page leads back to it.
 */
export const reads = pageReads('/alerts/[^/]+', ['kind', 'q']);
