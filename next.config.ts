import type { NextConfig } from 'next';

const config: NextConfig = {
  // The embedded database ships WASM and data files that must be loaded from node_modules as is.
  serverExternalPackages: ['@electric-sql/pglite', 'pg'],
  poweredByHeader: false,
  reactStrictMode: true,
};

export default config;
