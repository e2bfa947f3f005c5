import { describe, expect, it, vi } from 'vitest';

// The sign-in page reads the session cookie through next/headers: the test hands it one.
const { request } = await vi.hoisted(() => import('../support/staff-request'));
vi.mock('next/headers', () => import('../support/staff-request').then((m) => m.nextHeaders));

import SignInPage from '@/app/admin/sign-in/page';
import TwoFactorPage from '@/app/admin/sign-in/two-factor/page';
import { returnPath } from '@/lib/admin/return-path';
import { makeStaff, sessionCookie } from '../support/staff';

/** What the probe and its neighbours sent as `next`, as the page reads it (decoded). */
const HOSTILE = [
  '/admin/\r\nSet-Cookie: x=1',
  '/admin/\u2028',
  '/admin/\u2029x',
  '/admin/\u0085',
  '/admin/\u0000',
  '/admin/%0d%0aX: 1',
  '/admin/%E2%80%A8',
  '/admin/%zz',
  '/admin/受信箱',
  '/admin\\..\\evil',
  '/admin/%5c%5cevil.example',
  '/admin//evil.example',
  '/admin/..//evil.example',
  '/admin/%2e%2e/%2e%2e/en',
  '//evil.example/admin',
  'https://evil.example/admin',
  '/administrator',
  '/en/faq',
  '',
  '/admin/' + 'a'.repeat(2_000),
];

describe('the address to return to after signing in', () => {
  it('is the back-office path asked for, query and fragment included', () => {
    for (const path of ['/admin', '/admin/', '/admin/content/blogs/12', '/admin/inbox?status=new&q=%E6%97%A5%E6%9C%AC', '/admin/listings/3#photos', '/admin?x=a//b']) {
      expect(returnPath(path), path).toBe(path);
    }
  });

  it('is /admin for anything with a control or separator character, a backslash, an empty or dot segment, another place, or no string at all', () => {
    for (const path of HOSTILE) expect(returnPath(path), JSON.stringify(path)).toBe('/admin');
    for (const value of [undefined, null, 3, ['/admin/inbox'], new File([], '/admin/inbox')]) expect(returnPath(value)).toBe('/admin');
  });
});

describe('the sign-in pages', () => {
  it('put only a back-office path in the form, whatever ?next= says', async () => {
    request.cookie = '';
    for (const next of HOSTILE) {
      const page = await SignInPage({ searchParams: Promise.resolve({ next }) });
      expect(page.props.next, JSON.stringify(next)).toBe('/admin');
      const code = await TwoFactorPage({ searchParams: Promise.resolve({ next }) });
      expect(code.props.next, JSON.stringify(next)).toBe('/admin');
    }
    expect((await SignInPage({ searchParams: Promise.resolve({ next: '/admin/inbox' }) })).props.next).toBe('/admin/inbox');
  });

  it('send a signed-in member to /admin, not to a Location Node would refuse (500 "Invalid character in header")', async () => {
    request.cookie = await sessionCookie((await makeStaff('agent')).email);
    for (const next of ['/admin/\r\nX: 1', '/admin/\u2028']) {
      await expect(SignInPage({ searchParams: Promise.resolve({ next }) })).rejects.toEqual(expect.objectContaining({ digest: expect.stringMatching(/^NEXT_REDIRECT;\w+;\/admin;/) }));
    }
    await expect(SignInPage({ searchParams: Promise.resolve({ next: '/admin/inbox' }) })).rejects.toEqual(expect.objectContaining({ digest: expect.stringMatching(/^NEXT_REDIRECT;\w+;\/admin\/inbox;/) }));
  });
});
