import { pageReads } from '@/lib/cache/page-reads';

/** What this page reads of its query (lib/cache/page-reads.ts): what its form's last post brought back, sealed (a refused post's values and problems, or what was stored). */
export const reads = pageReads('/viewings/book/[1-9][0-9]{0,9}', ['draft', 'sent']);
