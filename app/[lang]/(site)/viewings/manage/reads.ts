import { pageReads } from '@/lib/cache/page-reads';

/** What this page reads of its query (lib/cache/page-reads.ts): the viewing's link, and which viewing a button just cancelled or could not. */
export const reads = pageReads('/viewings/manage', ['token', 'cancelled', 'refused']);
