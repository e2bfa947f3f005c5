import { createRequire } from 'node:module';
import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { ACTION_BODY_LIMIT, refuseActionPost } from '@/lib/security/server-actions';
import { provenance } from '@/lib/security/same-origin';
import { BODY_MAX } from '@/lib/server/content-admin/posts';
import { middleware } from '@/middleware';

// React's own encoder of a server action's arguments, as the browser runs it (Next's copy).
const { encodeReply } = createRequire(import.meta.url)('next/dist/compiled/react-server-dom-webpack/client.edge') as {
  encodeReply: (value: unknown) => Promise<string | FormData>;
};

const SITE = 'https://rentals.example';
/**
 * An action id as Next makes them for a function of `count` arguments, all used: its first byte
 * says which (next/dist/shared/lib/server-reference-info), the rest is a hash.
 */
const actionOf = (count: number) => (count ? ((0x3f << (6 - count)) & 0x3f) << 1 : 0).toString(16).padStart(2, '0') + 'ab'.repeat(20);
/** The id of an action taking the form's previous state and the form (useActionState), such as signInAction. */
const ACTION = actionOf(2);

function formOf(values: Record<string, string>): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(values)) form.append(k, v);
  return form;
}

/** A POST to the sign-in page as the page's script sends a server action of as many arguments, with `headers` over it. */
async function actionPost(args: unknown[], headers: Record<string, string> = {}, path = '/admin/sign-in') {
  const body = await encodeReply(args);
  return new NextRequest(new URL(path, SITE), { method: 'POST', body, headers: { host: 'rentals.example', origin: SITE, accept: 'text/x-component', 'next-action': actionOf(args.length), ...headers } });
}

const raw = (body: BodyInit, headers: Record<string, string>) =>
  new NextRequest(new URL('/admin/sign-in', SITE), { method: 'POST', body, headers: { host: 'rentals.example', origin: SITE, ...headers } });

describe('where a back-office post comes from', () => {
  const h = (headers: Record<string, string>) => new Headers({ host: 'rentals.example', ...headers });

  it('is the site itself for its own Origin, SITE_URL\'s host, or a browser that says same-origin', () => {
    expect(provenance(h({ origin: SITE }), SITE)).toBe('ownSite');
    expect(provenance(new Headers({ host: '10.0.0.5:3000', origin: SITE }), SITE)).toBe('ownSite');
    expect(provenance(h({ origin: 'https://balancer.example', 'x-forwarded-host': 'balancer.example, rentals.example' }), undefined)).toBe('ownSite');
    expect(provenance(h({ 'sec-fetch-site': 'same-origin' }), SITE)).toBe('ownSite');
    expect(provenance(h({ 'sec-fetch-site': 'none' }), SITE)).toBe('ownSite');
    // A script or an old browser: neither header (Next lets these through; they carry no one's cookies by surprise).
    expect(provenance(h({}), SITE)).toBe('ownSite');
  });

  it('is another site for a foreign, null or malformed Origin, and for no Origin with Sec-Fetch-Site cross-site or same-site', () => {
    for (const origin of ['https://evil.example', 'https://rentals.example.evil.example', 'null', 'garbage', '']) expect(provenance(h({ origin }), SITE), origin).toBe('foreignOrigin');
    expect(provenance(h({ 'sec-fetch-site': 'cross-site' }), SITE)).toBe('crossSite');
    expect(provenance(h({ 'sec-fetch-site': 'same-site' }), SITE)).toBe('crossSite');
  });
});

describe('a server action as a hostile client sends it', () => {
  it('passes as the browser sends it: plain data (a bound id, the previous state) and the form last', async () => {
    const state = { error: 'invalid', retryAfter: undefined, fields: { email: 'required' }, values: { note: '$5 deposit', when: new Date(0) }, seq: 2 };
    expect(await refuseActionPost(await actionPost([42, state, formOf({ note: 'x' })]), SITE)).toBeUndefined();
    expect(await refuseActionPost(await actionPost([{}, formOf({ email: 'a@b.c', password: 'x', next: '/admin' })]), SITE)).toBeUndefined();
    expect(await refuseActionPost(await actionPost([formOf({ lang: 'ja' })], { origin: '', 'sec-fetch-site': 'same-origin' }).then((r) => (r.headers.delete('origin'), r)), SITE)).toBeUndefined();
    // A reply simple enough to be one string.
    expect(await refuseActionPost(await actionPost([]), SITE)).toBeUndefined();
    // Without scripts: a multipart form naming the action in its fields, alone or with its bound previous state.
    expect(await refuseActionPost(raw(formOf({ [`$ACTION_ID_${actionOf(1)}`]: '', lang: 'ja' }), {}), SITE)).toBeUndefined();
    const bound = { $ACTION_REF_2: '', '$ACTION_2:0': JSON.stringify({ id: ACTION, bound: '$@1' }), '$ACTION_2:1': '[{"fields":{"email":"required"}}]', $ACTION_KEY: 'k1', email: 'a@b.c' };
    expect(await refuseActionPost(raw(formOf(bound), {}), SITE)).toBeUndefined();
  });

  it('refuses another site with 403 before reading the body', async () => {
    for (const headers of [{ origin: 'https://evil.example' }, { origin: 'null' }, { origin: 'garbage' }]) {
      expect(await refuseActionPost(await actionPost([formOf({ lang: 'ja' })], headers), SITE)).toMatchObject({ status: 403, reason: 'crossSite' });
    }
    const unsaid = await actionPost([formOf({ lang: 'ja' })], { 'sec-fetch-site': 'cross-site' });
    unsaid.headers.delete('origin');
    expect(await refuseActionPost(unsaid, SITE)).toMatchObject({ status: 403, reason: 'crossSite' });
  });

  it('refuses a body declared over the limit with 413, unread', async () => {
    const request = raw('x', { 'next-action': ACTION, 'content-type': 'text/plain', 'content-length': String(ACTION_BODY_LIMIT + 1) });
    expect(await refuseActionPost(request, SITE)).toMatchObject({ status: 413, reason: 'tooLarge' });
    expect(request.bodyUsed).toBe(false);
  });

  it('refuses with 400 what Next could not decode (it answered 500 with a stack trace in the log)', async () => {
    const boundary = 'x1';
    const cases: [string, NextRequest][] = [
      ['an id that is no action id', raw('[]', { 'next-action': 'zzz', 'content-type': 'text/plain' })],
      ['a reply that is not JSON', raw('garbage{', { 'next-action': ACTION, 'content-type': 'text/plain;charset=UTF-8' })],
      ['a reply that is JSON but no argument list', raw('{"a":1}', { 'next-action': ACTION, 'content-type': 'text/plain' })],
      ['a multipart body without the argument list', raw(formOf({ x: '1' }), { 'next-action': ACTION })],
      ['a multipart body whose list is not JSON', raw(formOf({ '0': '[$K1' }), { 'next-action': ACTION })],
      ['a multipart body cut short', raw(`--${boundary}\r\nContent-Disposition: form-data; name="0"\r\n\r\n[]`, { 'next-action': ACTION, 'content-type': `multipart/form-data; boundary=${boundary}` })],
      ['a form without scripts that does not parse', raw('--other\r\nbroken', { 'content-type': `multipart/form-data; boundary=${boundary}` })],
      // Decoded, these made the sign-in actions read a number, null or nothing as their form, or React throw.
      ...['[{}, 5]', '[null]', '[{}, "x"]', '[{}]', '{}', '["$K1", {}]', '["$1"]', '["$@1", "$K2"]', '[{"values": "$Q1"}, "$K2"]', '[{"a": ["$h1"]}, "$K2"]', `[${'['.repeat(40)}${']'.repeat(40)}, "$K1"]`].map(
        (list): [string, NextRequest] => [`the argument list ${list.slice(0, 30)}`, raw(formOf({ '0': list }), { 'next-action': ACTION })],
      ),
      ['a one-string reply that refers to a part', raw('["$1", "$K2"]', { 'next-action': ACTION, 'content-type': 'text/plain' })],
      // As many arguments as the id says, the form among them: no more, no fewer.
      ['one argument too many', raw(formOf({ '0': '[{}, 1, "$K1"]' }), { 'next-action': ACTION })],
      ['one argument too few', raw(formOf({ '0': '["$K1"]' }), { 'next-action': ACTION })],
      ['a use-cache function\'s id', raw(formOf({ '0': '["$K1"]' }), { 'next-action': '80' + ACTION.slice(2) })],
      // Without scripts, the action fields React writes, garbled.
      ...[
        ['a form for an action of two arguments, named alone', { [`$ACTION_ID_${ACTION}`]: '' }],
        ['a descriptor that is not JSON', { $ACTION_REF_2: '', '$ACTION_2:0': `{"id":"${ACTION}","bound":` }],
        ['bound arguments that are missing', { $ACTION_REF_2: '', '$ACTION_2:0': `{"id":"${ACTION}","bound":"$@1"}` }],
        ['bound arguments that are not JSON', { $ACTION_REF_2: '', '$ACTION_2:0': `{"id":"${ACTION}","bound":"$@1"}`, '$ACTION_2:1': 'garbage' }],
        ['too many bound arguments', { $ACTION_REF_2: '', '$ACTION_2:0': `{"id":"${ACTION}","bound":"$@1"}`, '$ACTION_2:1': '[{}, 1, 2]' }],
        ['no bound arguments', { $ACTION_REF_2: '', '$ACTION_2:0': `{"id":"${ACTION}","bound":null}` }],
        ['bound arguments that refer to a part', { $ACTION_REF_2: '', '$ACTION_2:0': `{"id":"${ACTION}","bound":"$@1"}`, '$ACTION_2:1': '["$Q3"]' }],
      ].map(([what, fields]): [string, NextRequest] => [`without scripts, ${what as string}`, raw(formOf(fields as Record<string, string>), { accept: 'text/html' })]),
    ];
    for (const [what, request] of cases) expect(await refuseActionPost(request, SITE), what).toMatchObject({ status: 400, reason: 'malformed' });
  });
});

describe('the largest form of the back office', () => {
  it('fits the limit as React sends it, even sent again after a failed save with the values it echoes (a blog post at its limits, in Japanese)', async () => {
    const paragraph = (text: string) => `<p class="lead">${text}</p>`;
    const body = paragraph('本'.repeat(BODY_MAX - paragraph('').length));
    const values = {
      kind: 'blogs', id: '123456789', titleEn: 'タ'.repeat(300), titleJa: 'タ'.repeat(300), slug: 'a'.repeat(200), summaryEn: 'ま'.repeat(2_000), summaryJa: 'ま'.repeat(2_000),
      contentEn: body, contentJa: body, categoryId: '1000000', cityCode: '3', thumbnail: `${'a'.repeat(196)}.webp`, publicDate: '2026-12-31', isNew: 'on', isMain: 'on', isPublished: 'on',
    };
    expect(body.length).toBe(BODY_MAX);
    const again = await encodeReply([{ fields: { contentEn: 'tooLong', contentJa: 'tooLong' }, values, seq: 1 }, formOf(values)]);
    const bytes = new Uint8Array(await new Response(again).arrayBuffer());
    expect(bytes.byteLength).toBeGreaterThan(2_000_000);
    expect(bytes.byteLength).toBeLessThan(ACTION_BODY_LIMIT * 0.85);
    const request = new NextRequest(new URL('/admin/content/blogs/new', SITE), {
      method: 'POST', body: again, headers: { host: 'rentals.example', origin: SITE, 'next-action': ACTION },
    });
    expect(await refuseActionPost(request, SITE)).toBeUndefined();
  });
});

describe('the middleware', () => {
  it('answers a refused action with its message as text/plain (the words Next\'s client raises), in the visitor\'s language', async () => {
    const res = await middleware(await actionPost([formOf({ lang: 'ja' })], { origin: 'https://evil.example', cookie: 'staff_lang=ja' }));
    expect(res.status).toBe(403);
    expect(res.headers.get('content-type')).toBe('text/plain');
    expect(await res.text()).toMatch(/別のサイトから送信された/);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
  });

  it('answers a form sent without scripts with a page, and a body over the limit with 413', async () => {
    const res = await middleware(raw(formOf({ [`$ACTION_ID_${actionOf(1)}`]: '' }), { origin: 'https://evil.example', accept: 'text/html', 'accept-language': 'en-GB,en' }));
    expect(res.status).toBe(403);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(await res.text()).toMatch(/<h1[^>]*>The form was not accepted<\/h1>.*sent from another site/);
    const large = await middleware(raw('x', { 'next-action': ACTION, 'content-type': 'text/plain', 'content-length': String(ACTION_BODY_LIMIT + 1), 'accept-language': 'ja' }));
    expect(large.status).toBe(413);
    expect(await large.text()).toMatch(/3 MB/);
  });

  it('hands an action it accepts on to Next with the back office\'s headers', async () => {
    const res = await middleware(await actionPost([formOf({ lang: 'ja' })]));
    expect(res.status).toBe(200);
    expect(res.headers.get('x-middleware-next')).toBe('1');
    expect(res.headers.get('x-robots-tag')).toBe('noindex, nofollow');
  });
});
