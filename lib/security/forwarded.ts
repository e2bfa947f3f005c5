import net from 'node:net';
import ipaddr from 'ipaddr.js';
import proxyaddr from 'proxy-addr';

/**
 * Who sent a request and over which scheme, as the production server (scripts/serve.ts) decides it
 * once for every request, before the page cache, the rate limits and Next see it.
 *
 * `X-Forwarded-For` and `X-Forwarded-Proto` are the client's word unless the peer that connected
 * is a proxy the operator trusts (`TRUST_PROXY`), the way Express's `trust proxy` and proxy-addr
 * read them: the addresses are walked from the socket leftwards through the header while each one
 * is trusted, and the first untrusted one is the client. Default: trust none, so the socket's
 * address is the client and the socket's scheme the scheme, whatever the headers say.
 *
 * TRUST_PROXY is a number of hops (`1`: one balancer in front, its last header entry is the
 * client), or a comma list of addresses and CIDRs of the balancers, where `loopback`,
 * `linklocal` and `uniquelocal` name the usual private ranges.
 */
export type TrustProxy = { kind: 'none' } | { kind: 'hops'; hops: number } | { kind: 'ranges'; trusts: (address: string, hop: number) => boolean };

/**
 * An address as one spelling: IPv4-mapped IPv6 as IPv4, leading zeros dropped from IPv4 octets
 * (read as decimal, as every balancer writes them, where ipaddr.js would read them as octal), a
 * port or brackets or an IPv6 zone removed, IPv6 compressed in lower case. Undefined when the text
 * is not an address.
 */
export function normalizeAddress(text: string | undefined): string | undefined {
  let value = text?.trim();
  if (!value || value.length > 64) return undefined;
  const bracketed = /^\[([^\]]+)\](?::\d{1,5})?$/.exec(value);
  if (bracketed) value = bracketed[1];
  else if (/^[\d.]+:\d{1,5}$/.test(value)) value = value.slice(0, value.lastIndexOf(':'));
  value = value.replace(/%[\w.-]+$/, '');
  const v4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(value);
  if (v4) {
    const octets = v4.slice(1).map(Number);
    return octets.every((o) => o <= 255) ? octets.join('.') : undefined;
  }
  if (!net.isIPv6(value)) return undefined;
  // The WHATWG URL parser's spelling first: ipaddr.js 1 cannot read IPv4-embedded forms (::0.0.0.0).
  const address = ipaddr.IPv6.parse(new URL(`http://[${value}]/`).hostname.slice(1, -1));
  return address.isIPv4MappedAddress() ? address.toIPv4Address().toString() : address.toString();
}

/**
 * Reads the TRUST_PROXY setting; throws with a message naming the setting when it is malformed.
 * Addresses, CIDR ranges and the names `loopback`, `linklocal`, `uniquelocal` are compiled by
 * proxy-addr, as Express's `trust proxy` compiles them.
 */
export function parseTrustProxy(setting: string | undefined): TrustProxy {
  const value = setting?.trim().toLowerCase() ?? '';
  if (value === '' || value === 'false' || value === '0' || value === 'none') return { kind: 'none' };
  if (/^\d{1,2}$/.test(value)) return { kind: 'hops', hops: Number(value) };
  if (value === 'true') throw new Error('TRUST_PROXY: "true" would let any client choose its address; give the number of proxies in front, or their addresses');
  const parts = value.split(',').map((part) => part.trim()).filter(Boolean);
  for (const part of parts) {
    try {
      proxyaddr.compile(part);
    } catch {
      throw new Error(`TRUST_PROXY: "${part}" is not an address, a CIDR range or one of loopback, linklocal, uniquelocal`);
    }
  }
  return { kind: 'ranges', trusts: proxyaddr.compile(parts) };
}

function trusts(trust: TrustProxy, address: string, hop: number): boolean {
  if (trust.kind === 'none') return false;
  if (trust.kind === 'hops') return hop < trust.hops;
  return trust.trusts(address, hop);
}

function headerText(value: string | string[] | undefined): string {
  return Array.isArray(value) ? value.join(',') : (value ?? '');
}

export type Forwarded = {
  /** The client's address, normalised ('unknown' only when the socket has none). */
  client: string;
  /** The scheme the client used: `https` or `http`, nothing else. */
  proto: 'https' | 'http';
  /** Whether the peer that connected is a trusted proxy (its Host-related headers may be used). */
  viaTrustedProxy: boolean;
  /** Whether a trusted proxy said the scheme (rather than it being the connection's own). */
  protoForwarded: boolean;
};

/**
 * The client and scheme of one request. `socketAddress` and `encrypted` describe the connection
 * itself; the headers count only as far as trusted proxies vouch for them.
 */
export function resolveForwarded(input: {
  socketAddress: string | undefined;
  encrypted: boolean;
  forwardedFor: string | string[] | undefined;
  forwardedProto: string | string[] | undefined;
  trust: TrustProxy;
}): Forwarded {
  const socket = normalizeAddress(input.socketAddress);
  const ownProto = input.encrypted ? 'https' : 'http';
  if (!socket) return { client: 'unknown', proto: ownProto, viaTrustedProxy: false, protoForwarded: false };
  const viaTrustedProxy = trusts(input.trust, socket, 0);
  if (!viaTrustedProxy) return { client: socket, proto: ownProto, viaTrustedProxy, protoForwarded: false };
  // Right to left: each entry was appended by the proxy to its right, so it is only as good as that proxy.
  const entries = headerText(input.forwardedFor).split(',').reverse();
  let client = socket;
  for (const [i, entry] of entries.entries()) {
    const address = normalizeAddress(entry);
    // A trusted proxy always appends a well-formed address; anything else came from further left.
    if (!address) break;
    client = address;
    if (!trusts(input.trust, address, i + 1)) break;
  }
  // The outermost proxy's word, as Express reads it; anything but exactly http or https is ignored.
  const claimed = headerText(input.forwardedProto).split(',')[0].trim().toLowerCase();
  const protoForwarded = claimed === 'https' || claimed === 'http';
  return { client, proto: protoForwarded ? claimed : ownProto, viaTrustedProxy, protoForwarded };
}

/**
 * The bucket of a client address for rate limits: an IPv4 address as it is, an IPv6 address by
 * its /64, the smallest block a provider hands one subscriber (RFC 6177), so that one home or
 * phone cannot walk through 2^64 addresses of its own.
 */
export function rateLimitKey(address: string): string {
  const normal = normalizeAddress(address);
  if (!normal) return address.slice(0, 64) || 'unknown';
  if (net.isIPv4(normal)) return normal;
  const parts = ipaddr.IPv6.parse(normal).parts.slice(0, 4);
  return `${parts.map((part) => part.toString(16)).join(':')}::/64`;
}
