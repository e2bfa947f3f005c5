import { describe, expect, it } from 'vitest';
import { toSearchParams } from '@/lib/api/client';
import { badgeText, parseIds } from '@/lib/browser/storage';
import { contentSecurityPolicy, securityHeaders } from '@/lib/security/headers';

describe('favourite and history badges', () => {
  it('show counts up to 999 and 999+ above', () => {
    expect(badgeText(0)).toBe('');
    expect(badgeText(7)).toBe('7');
    expect(badgeText(999)).toBe('999');
    expect(badgeText(1000)).toBe('999+');
  });

  it('count each stored id once and ignore junk', () => {
    expect(parseIds('3,5,3, 8,abc,-1,0,')).toEqual([3, 5, 8]);
    expect(parseIds(null)).toEqual([]);
  });
});

describe('the API client', () => {
  it('joins lists with commas and leaves empty values out', () => {
    expect(toSearchParams({ districtId: [1, 2], keyword: 'tay ho', cityId: undefined, type: [], x: '' }).toString()).toBe('districtId=1%2C2&keyword=tay+ho');
  });
});

describe('security headers', () => {
  it('send HSTS only for an https site', () => {
    expect(securityHeaders('https://rentals.example')['Strict-Transport-Security']).toMatch(/max-age=\d+/);
    expect(securityHeaders('http://localhost:3000')['Strict-Transport-Security']).toBeUndefined();
  });

  it('allow scripts only by nonce, plus what maps and reCAPTCHA need', () => {
    const csp = contentSecurityPolicy('abc');
    const scripts = csp.split('; ').find((d) => d.startsWith('script-src')) ?? '';
    expect(scripts).toContain("'nonce-abc'");
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(scripts).not.toContain("'unsafe-eval'");
    expect(scripts).toContain('https://maps.googleapis.com');
    expect(scripts).toContain('https://www.google.com/recaptcha/');
    expect(csp).toContain("object-src 'none'");
    expect(contentSecurityPolicy('abc', false, 'https://api.rentals.example/v1')).toContain('connect-src \'self\' https://api.rentals.example');
  });
});
