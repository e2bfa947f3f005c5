import 'server-only';

/**
 * A public setting read when the page renders rather than when it is built: Next inlines
 * `process.env.NEXT_PUBLIC_…` written out literally, which would freeze the build machine's value
 * (usually none) into the server bundle. Empty reads as unset.
 */
export function runtimeEnv(name: 'NEXT_PUBLIC_GOOGLE_MAPS_API_KEY' | 'NEXT_PUBLIC_RECAPTCHA_SITE_KEY'): string | undefined {
  const value = process.env[name]?.trim();
  return value ? value : undefined;
}

/** The Maps key (ARCHITECTURE settings); without it maps show a static location card. */
export function mapsApiKey(): string | undefined {
  return runtimeEnv('NEXT_PUBLIC_GOOGLE_MAPS_API_KEY');
}
