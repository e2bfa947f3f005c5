import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

const config: NextConfig = {
  // The embedded database ships WASM and data files that must be loaded from node_modules as is.
  serverExternalPackages: ['@electric-sql/pglite', 'pg'],
  poweredByHeader: false,
  reactStrictMode: true,
  // Browser tests and local checks use 127.0.0.1; next dev refuses its dev channels to other hosts.
  allowedDevOrigins: ['127.0.0.1'],
  // Every request passes the middleware, which buffers bodies up to 10 MB by default; an owner's
  // ten photos (each under 1.9 MB, plus fields) need more. The owners route caps the body itself.
  experimental: { proxyClientMaxBodySize: '24mb' },
  // Next's own assets bypass the middleware (which puts these on everything else).
  async headers() {
    return [{ source: '/_next/static/:path*', headers: [{ key: 'X-Content-Type-Options', value: 'nosniff' }] }];
  },
};

export default withNextIntl(config);
