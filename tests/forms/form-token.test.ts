/** The signed fill-time token of the forms: lib/security/form-token.ts on its own. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  checkFormToken,
  createFormTokens,
  DEFAULT_MIN_FILL_MS,
  FORM_TOKEN_PATTERN,
  MAX_AGE_MS,
  minFillFromEnv,
  readOrCreateSecret,
} from '@/lib/security/form-token';

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'vn-rentals-form-secret-'));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

const HOUR = 60 * 60 * 1000;

describe('the form token', () => {
  const tokens = createFormTokens({ secret: 'a'.repeat(32) });
  const now = Date.UTC(2026, 10, 22, 9, 0, 0);

  it('passes a token of its own secret once the fill time is over, until it is a day old', () => {
    const token = tokens.issue(now);
    expect(token).toMatch(new RegExp(`^${FORM_TOKEN_PATTERN.source}$`));
    expect(tokens.check(token, now + DEFAULT_MIN_FILL_MS)).toEqual({ ok: true });
    expect(tokens.check(token, now + MAX_AGE_MS)).toEqual({ ok: true });
    expect(tokens.check(token, now + DEFAULT_MIN_FILL_MS - 1)).toEqual({ ok: false, reason: 'tooFast' });
    expect(tokens.check(token, now)).toEqual({ ok: false, reason: 'tooFast' });
    expect(tokens.check(token, now + MAX_AGE_MS + 1)).toEqual({ ok: false, reason: 'expired' });
    // Another instance's clock a little ahead is fine; a token from the far future is not ours.
    expect(tokens.check(tokens.issue(now + 30_000), now)).toEqual({ ok: false, reason: 'tooFast' });
    expect(tokens.check(tokens.issue(now + HOUR), now)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('issues a different token every time', () => {
    const issued = new Set(Array.from({ length: 50 }, () => tokens.issue(now)));
    expect(issued.size).toBe(50);
  });

  it('tells a missing token from one that is not ours', () => {
    for (const missing of [undefined, null, '']) expect(tokens.check(missing, now), String(missing)).toEqual({ ok: false, reason: 'missing' });
    const token = tokens.issue(now - HOUR);
    const [prefix, payload, mac] = token.split('.');
    const flip = (text: string, i: number) => text.slice(0, i) + (text[i] === 'A' ? 'B' : 'A') + text.slice(i + 1);
    const forged = [
      'ft1.' + 'A'.repeat(32) + '.' + 'A'.repeat(43),
      `${prefix}.${flip(payload, 3)}.${mac}`, // another time or nonce under the same mac
      `${prefix}.${payload}.${flip(mac, 10)}`,
      `${prefix}.${payload}.${mac.slice(0, 42)}${mac[42] === 'A' ? 'B' : 'A'}`, // the mac's spare bits
      `ft2.${payload}.${mac}`,
      `${token}x`,
      ` ${token}`,
      createFormTokens({ secret: 'b'.repeat(32) }).issue(now - HOUR),
      42,
      true,
      [token],
      { token },
      'not a token',
    ];
    for (const value of forged) expect(tokens.check(value, now), JSON.stringify(value)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('is found by FORM_TOKEN_PATTERN wherever a page holds it, so a cached page can be given a fresh one', () => {
    const token = tokens.issue(now);
    const page = `<input value="${token}"><script>self.__next_f.push([1,"{\\"token\\":\\"${token}\\"}"])</script>`;
    const fresh = tokens.issue(now + 1);
    const answered = page.replace(FORM_TOKEN_PATTERN, fresh);
    expect(answered).not.toContain(token);
    expect(answered.split(fresh)).toHaveLength(3);
  });

  it('refuses a short secret and a minimum fill time that is not whole milliseconds up to a minute', () => {
    expect(() => createFormTokens({ secret: 'short' })).toThrow(/at least 32/);
    expect(minFillFromEnv(undefined)).toBe(3000);
    expect(minFillFromEnv('')).toBe(3000);
    expect(minFillFromEnv('0')).toBe(0);
    expect(minFillFromEnv('5000')).toBe(5000);
    for (const bad of ['-1', '1e3', '2.5', 'soon', '60001']) expect(() => minFillFromEnv(bad), bad).toThrow(/FORM_MIN_FILL_MS/);
  });

  it('keeps its secret in a file of mode 0600 that every process of the machine reads', () => {
    const file = path.join(scratch, 'nested', 'form-secret');
    const first = readOrCreateSecret(file);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(readOrCreateSecret(file)).toBe(first);
    // No draft is left beside it.
    expect(fs.readdirSync(path.dirname(file))).toEqual(['form-secret']);
    const short = path.join(scratch, 'short-secret');
    fs.writeFileSync(short, 'too short\n');
    expect(() => readOrCreateSecret(short)).toThrow(/at least 32/);
  });

  it('uses FORM_SECRET when it is set (the tests set it)', () => {
    const token = createFormTokens({ secret: process.env.FORM_SECRET! }).issue(Date.now() - HOUR);
    expect(checkFormToken(token)).toEqual({ ok: true });
  });
});
