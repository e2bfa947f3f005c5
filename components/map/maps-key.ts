import 'server-only';

/**
 * A public setting read when the page renders rather than when it is built: Next inlines
 * `process.env.NEXT_PUBLIC_…` written out literally, which would freeze the build machine's value
 * (usually none) into the server bundle. Empty reads as unset.
 */
export function runtimeEnv(name: 'NEXT_PUBLIC_GOOGLE_MAPS_API_KEY' | 'NEXT_PUBLIC_GOOGLE_MAPS_MAP_ID' | 'NEXT_PUBLIC_RECAPTCHA_SITE_KEY'): string | undefined {
  const value = process.env[name]?.trim();
  return value ? value : undefined;
}

/** The Maps key; without it maps show a static location card. */
export function mapsApiKey(): string | undefined {
  return runtimeEnv('NEXT_PUBLIC_GOOGLE_MAPS_API_KEY');
}

/**
 * Google's map ID for testing, which Advanced Markers accept on any key; a site in production
 * sets its own (Google Cloud console, Map Management) in NEXT_PUBLIC_GOOGLE_MAPS_MAP_ID.
 */
export const DEMO_MAP_ID = 'DEMO_MAP_ID';

export type MapsSettings = { apiKey: string; mapId: string };

/** What the map island needs, or undefined without a key: then no Google script loads at all. */
export function mapsSettings(): MapsSettings | undefined {
  const apiKey = mapsApiKey();
  return apiKey ? { apiKey, mapId: runtimeEnv('NEXT_PUBLIC_GOOGLE_MAPS_MAP_ID') ?? DEMO_MAP_ID } : undefined;
}
