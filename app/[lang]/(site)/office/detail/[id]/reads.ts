import { pageReads } from '@/lib/cache/page-reads';

/** What the office detail pages read, with and without the slug (./[slug]/page.tsx shares it). */
export const reads = pageReads('/office/detail/[^/]+(?:/[^/]+)?', ['last', 'hot']);
