import { describe, expect, it } from 'vitest';
import { apiCacheKey, canonicalPageUrl, pageCacheKey } from '@/lib/cache/page-key';

const req = (url: string) => ({ method: 'GET', url, headers: {} });

describe('page cache key of the results views', () => {
  it('keys the list and the map of one search apart, on both results routes', () => {
    for (const path of ['/en/residences/search', '/jp/offices/search']) {
      const list = pageCacheKey(req(`${path}?cityId=1`));
      const map = pageCacheKey(req(`${path}?cityId=1&view=map`));
      expect(list).toBeDefined();
      expect(map).toBeDefined();
      expect(map, path).not.toBe(list);
    }
    expect(canonicalPageUrl('/en/residences/search?view=map&zz=1&cityId=2')).toBe('/en/residences/search?cityId=2&view=map');
  });

  it('does not key `view` where no page reads it', () => {
    expect(pageCacheKey(req('/en/projects?view=map'))).toBe(pageCacheKey(req('/en/projects')));
  });

  it('keys the markers by their whole query', () => {
    expect(apiCacheKey(req('/api/properties/map?cityId=1'))).not.toBe(apiCacheKey(req('/api/properties/map?cityId=2')));
  });
});
