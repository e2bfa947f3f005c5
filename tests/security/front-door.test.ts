import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { answerText, frontDoor } from '@/lib/security/front-door';
import { fuzzRuns, fuzzTimeout } from '../support/fuzz-runs';

const RUNS = fuzzRuns(100);

describe('the front door of the production server', () => {
  it('answers a path with a malformed percent-escape 400: JSON under /api, the localised page elsewhere', () => {
    for (const path of ['/en/blogs/%', '/images/%', '/files/%', '/sitemap/%.xml', '/en/residences/search%E0%A4%A']) {
      const refused = frontDoor('GET', path, undefined);
      expect(refused?.status, path).toBe(400);
      expect(refused?.headers['content-type']).toMatch(/^text\/html/);
      expect(refused?.body).toContain('<html lang="en">');
    }
    const jp = frontDoor('GET', '/jp/faq%', undefined);
    expect(jp?.body).toContain('URLに誤りがあります');
    expect(jp?.body).toContain('href="/jp"');
    const api = frontDoor('GET', '/api/pages/detail%', undefined);
    expect(api?.status).toBe(400);
    expect(JSON.parse(api!.body)).toEqual({ message: expect.stringMatching(/malformed/) });
    // The query is read by URLSearchParams, which keeps a bad escape as text: no refusal.
    expect(frontDoor('GET', '/en/residences/search?keyword=%E0%A4%A', undefined)).toBeUndefined();
  });

  it('answers a method the site does not serve 405 with Allow, and lets the others through', () => {
    const trace = frontDoor('TRACE', '/en', undefined);
    expect(trace?.status).toBe(405);
    expect(trace?.headers.allow).toBe('GET, HEAD');
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']) expect(frontDoor(method, '/en/residences/search', 'language=jp')?.status, method).toBe(405);
    expect(frontDoor('POST', '/jp/faq', undefined)?.body).toContain('この操作はご利用いただけません');
    expect(frontDoor('TRACE', '/api/cities', undefined)?.status).toBe(405);
    expect(JSON.parse(frontDoor('PROPFIND', '/api/cities', undefined)!.body).message).toMatch(/not allowed/i);
    for (const method of ['GET', 'HEAD']) expect(frontDoor(method, '/en', undefined)).toBeUndefined();
    for (const method of ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS']) expect(frontDoor(method, '/api/contacts', undefined)).toBeUndefined();
    expect(frontDoor('POST', '/images/a.webp', undefined)?.status).toBe(405);
  });

  it('answers CONNECT to a host 405 in JSON, as HTTP text for the socket Node hands over, closing it', () => {
    const refused = frontDoor('CONNECT', 'example.com:443', undefined);
    expect(refused).toMatchObject({ status: 405, headers: { allow: 'GET, HEAD', connection: 'close', 'content-type': 'application/json; charset=utf-8' } });
    expect(JSON.parse(refused!.body)).toEqual({ message: 'Method not allowed: CONNECT is not served here.' });
    const text = answerText(refused!, { 'X-Content-Type-Options': 'nosniff' });
    const [head, body] = text.split('\r\n\r\n');
    expect(head.split('\r\n')).toEqual(
      expect.arrayContaining(['HTTP/1.1 405 Method Not Allowed', 'X-Content-Type-Options: nosniff', 'connection: close', `content-length: ${Buffer.byteLength(body)}`, expect.stringMatching(/^content-security-policy: default-src 'none'/)]),
    );
    expect(body).toBe(refused!.body);
    expect(frontDoor('CONNECT', '/en', undefined)?.status).toBe(405);
  });

  it('gives its own answers a strict policy and no caching', () => {
    const refused = frontDoor('GET', '/en/%', undefined)!;
    expect(refused.headers['content-security-policy']).toMatch(/default-src 'none'/);
    expect(refused.headers['cache-control']).toBe('no-store');
    expect(refused.body).not.toMatch(/<script/i);
  });

  it('refuses exactly the paths that do not decode, and never throws', () => {
    const segment = fc.oneof(fc.webSegment(), fc.constantFrom('%', '%E0%A4%A', '%zz', '%C3%28', '%25', '%2F', 'é', '%00'));
    fc.assert(
      fc.property(fc.constantFrom('', '/en', '/jp', '/api'), fc.array(segment, { maxLength: 5 }), fc.string({ maxLength: 20 }), (root, segments, query) => {
        const path = `${root}/${segments.join('/')}`;
        let decodes = true;
        try {
          decodeURIComponent(path);
        } catch {
          decodes = false;
        }
        const refused = frontDoor('GET', `${path}?${query}`, undefined);
        expect(refused?.status === 400).toBe(!decodes);
        if (refused && path.startsWith('/api')) expect(() => JSON.parse(refused.body)).not.toThrow();
      }),
      { numRuns: RUNS * 5 },
    );
  }, fuzzTimeout(RUNS * 5, 20));

  it('lets pages take GET and HEAD only, whatever the method and path', () => {
    fc.assert(
      fc.property(fc.constantFrom('GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE', 'CONNECT', 'PROPFIND', 'MKCOL'), fc.webPath(), (method, path) => {
        const target = path.startsWith('/') ? path : `/${path}`;
        const refused = frontDoor(method, target, undefined);
        if (refused?.status === 400) return;
        const page = !/^\/(api|images|files|_next)(\/|$)/.test(target);
        if (page) expect(refused === undefined).toBe(method === 'GET' || method === 'HEAD');
      }),
      { numRuns: RUNS * 5 },
    );
  });
});
