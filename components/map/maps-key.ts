import 'server-only';

/**
 * The Maps key, read when the page renders rather than when it is built: Next inlines
 * `process.env.NEXT_PUBLIC_…` written out literally, which would freeze the build machine's value
 * (usually none) into the server bundle. (It could join lib/server/settings.ts, which validates the
 * other settings.)
 */
export function mapsApiKey(): string | undefined {
  const name = 'NEXT_PUBLIC_GOOGLE_MAPS_API_KEY';
  const value = process.env[name]?.trim();
  return value ? value : undefined;
}
