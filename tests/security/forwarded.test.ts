import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizeAddress, parseTrustProxy, rateLimitKey, resolveForwarded } from '@/lib/security/forwarded';

const resolve = (trust: string | undefined, socketAddress: string, forwardedFor?: string, forwardedProto?: string) =>
  resolveForwarded({ socketAddress, encrypted: false, forwardedFor, forwardedProto, trust: parseTrustProxy(trust) });

describe('the client address and scheme', () => {
  it('trusts no header by default: the socket is the client and its scheme the scheme', () => {
    for (const trust of [undefined, '', '0', 'false', 'none']) {
      expect(resolve(trust, '203.0.113.9', '198.51.100.7', 'https')).toEqual({ client: '203.0.113.9', proto: 'http', viaTrustedProxy: false, protoForwarded: false });
    }
  });

  it('with a number of hops, takes the entry that many proxies in from the right', () => {
    expect(resolve('1', '10.0.0.5', '1.2.3.4, 198.51.100.7', 'https')).toEqual({ client: '198.51.100.7', proto: 'https', viaTrustedProxy: true, protoForwarded: true });
    expect(resolve('1', '10.0.0.5', '198.51.100.7')).toMatchObject({ proto: 'http', protoForwarded: false });
    expect(resolve('2', '10.0.0.5', '1.2.3.4, 198.51.100.7, 10.0.0.9').client).toBe('198.51.100.7');
    // Fewer entries than hops: the leftmost is the best there is.
    expect(resolve('3', '10.0.0.5', '198.51.100.7').client).toBe('198.51.100.7');
    expect(resolve('1', '10.0.0.5').client).toBe('10.0.0.5');
  });

  it('with ranges, walks left while the addresses are trusted proxies', () => {
    const trust = '10.0.0.0/8, 2001:db8:ffff::/48';
    expect(resolve(trust, '10.1.2.3', 'evil, 198.51.100.7, 10.9.9.9').client).toBe('198.51.100.7');
    expect(resolve(trust, '203.0.113.1', '198.51.100.7').client).toBe('203.0.113.1');
    expect(resolve(trust, '2001:db8:ffff:1::2', '198.51.100.7').client).toBe('198.51.100.7');
    expect(resolve('loopback', '::ffff:127.0.0.1', '198.51.100.7').client).toBe('198.51.100.7');
    // A well-formed address is what a trusted proxy writes; anything else stops the walk.
    expect(resolve('loopback', '127.0.0.1', '198.51.100.7, not-an-address').client).toBe('127.0.0.1');
  });

  it('accepts exactly https or http from a trusted proxy, and nothing that merely contains them', () => {
    expect(resolve('1', '10.0.0.5', undefined, 'xhttps').proto).toBe('http');
    expect(resolve('1', '10.0.0.5', undefined, 'HTTPS').proto).toBe('https');
    expect(resolve('1', '10.0.0.5', undefined, 'https, http').proto).toBe('https');
    expect(resolve('1', '10.0.0.5', undefined, 'https-ish').proto).toBe('http');
    expect(resolveForwarded({ socketAddress: '203.0.113.9', encrypted: true, forwardedFor: undefined, forwardedProto: 'http', trust: parseTrustProxy(undefined) }).proto).toBe('https');
  });

  it('refuses settings it cannot read, naming the setting', () => {
    expect(() => parseTrustProxy('true')).toThrow(/TRUST_PROXY/);
    expect(() => parseTrustProxy('10.0.0.0/33')).toThrow(/TRUST_PROXY/);
    expect(() => parseTrustProxy('balancer.internal')).toThrow(/TRUST_PROXY/);
    expect(parseTrustProxy('2')).toEqual({ kind: 'hops', hops: 2 });
  });
});

describe('address normalisation', () => {
  it('gives one spelling to the many ways of writing an address', () => {
    for (const spelling of ['198.51.100.7', '198.51.100.07', '::ffff:198.51.100.7', '::FFFF:c633:6407', '198.51.100.7:1234', '[::ffff:198.51.100.7]:80', ' 198.51.100.7 ']) {
      expect(normalizeAddress(spelling), spelling).toBe('198.51.100.7');
    }
    expect(normalizeAddress('2001:DB8:0:0::1')).toBe('2001:db8::1');
    expect(normalizeAddress('[2001:db8::1]:443')).toBe('2001:db8::1');
    expect(normalizeAddress('fe80::1%eth0')).toBe('fe80::1');
    for (const bad of ['', 'unknown', '256.1.1.1', '1.2.3', '2001:db8::1::2', 'a'.repeat(500), '<script>']) expect(normalizeAddress(bad), bad).toBeUndefined();
  });

  it('limits IPv6 clients by their /64 and IPv4 clients by their address', () => {
    expect(rateLimitKey('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(rateLimitKey('2001:db8:1:2:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(rateLimitKey('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(rateLimitKey('::ffff:198.51.100.7')).toBe('198.51.100.7');
    expect(rateLimitKey('unknown')).toBe('unknown');
  });

  it('never lets a forged header choose the client when no proxy is trusted', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), fc.string({ maxLength: 40 }), (forwardedFor, forwardedProto) => {
        const out = resolve(undefined, '203.0.113.9', forwardedFor, forwardedProto);
        expect(out).toEqual({ client: '203.0.113.9', proto: 'http', viaTrustedProxy: false, protoForwarded: false });
      }),
    );
  });

  it('always answers a normalised address, or the socket, whatever a trusted proxy forwards', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.ipV4(), fc.ipV6(), fc.string({ maxLength: 30 })), { maxLength: 6 }), (entries) => {
        const { client } = resolve('2', '10.0.0.5', entries.join(', '));
        expect(normalizeAddress(client)).toBe(client);
      }),
    );
  });
});
