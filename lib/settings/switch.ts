import { z } from 'zod';

/**
 * The one rule for every on/off setting (DATA_CACHE, PAGE_CACHE, SEARCH_CACHE, MAIL_WORKER,
 * ALERTS_SCHEDULER…): `on`, `true`, `yes` or `1` turn it on, `off`, `false`, `no` or `0` off, in
 * any case; unset or empty leaves the default. Anything else is refused with the words accepted,
 * so a typo never flips a switch silently.
 */
const ON = ['on', 'true', 'yes', '1'];
const OFF = ['off', 'false', 'no', '0'];

/** The rule as a zod field of the settings schema (lib/settings/settings.ts). */
export function switchSetting(fallback: boolean) {
  return z
    .string()
    .optional()
    .transform((raw, ctx) => {
      const value = (raw ?? '').trim().toLowerCase();
      if (value === '') return fallback;
      if (ON.includes(value)) return true;
      if (OFF.includes(value)) return false;
      ctx.addIssue({ code: 'custom', message: 'must be on or off (also true/false, yes/no, 1/0)' });
      return z.NEVER;
    });
}
