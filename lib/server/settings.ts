import 'server-only';

/** The app's settings, for server code: one schema (lib/settings/settings.ts), which the production server reads too. */
export { SETTING_NAMES, resolvePath, settings, type Settings } from '@/lib/settings/settings';
