import { describe, expect, it } from 'vitest';
import { httpsRedirect } from '@/lib/security/https-redirect';

describe('plain http behind an https site', () => {
  it('sends http requests to the same address on the https site, permanently, whatever the Host header says', () => {
    for (const path of ['/', '/jp/residences/search?cityId=2', '/api/cities?language=en']) {
      const answer = httpsRedirect(path, 'http', 'https://www.example.com');
      expect(answer?.status).toBe(308);
      expect(answer?.headers.Location).toBe(`https://www.example.com${path}`);
      expect(answer?.headers['X-Content-Type-Options']).toBe('nosniff');
      expect(answer?.headers['Strict-Transport-Security']).toMatch(/max-age=\d+/);
    }
    // A path that looks like another host stays on the site.
    expect(httpsRedirect('//evil.example/x', 'http', 'https://www.example.com')?.headers.Location).toBe('https://www.example.com/evil.example/x');
  });

  it('leaves https requests, requests the balancer did not label, and http-only sites alone', () => {
    expect(httpsRedirect('/en', 'https', 'https://www.example.com')).toBeUndefined();
    expect(httpsRedirect('/en', 'https, http', 'https://www.example.com')).toBeUndefined();
    expect(httpsRedirect('/en', undefined, 'https://www.example.com')).toBeUndefined();
    expect(httpsRedirect('/en', 'http', 'http://localhost:3000')).toBeUndefined();
    expect(httpsRedirect('/en', 'http', undefined)).toBeUndefined();
  });
});
