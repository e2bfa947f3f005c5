import * as z from 'zod';

/**
 * The shapes of the settings staff keep in `app_settings` (one JSON value per key), shared by the
 * back office that writes them (lib/server/staff/office-settings.ts) and the code that reads them
 * (the mail outbox, the currency display). No other imports: the mail worker loads it outside Next.
 */
const email = z.string().trim().max(254).pipe(z.email());

/** `staffAddresses`: where a new inquiry's notification goes, by the city it is about, else the default. */
export const staffAddressesSchema = z.object({
  default: email,
  byCity: z.record(z.string().regex(/^\d{1,9}$/), email),
});
export type StaffAddresses = z.infer<typeof staffAddressesSchema>;

/** `exchangeRates`: yen and dong for one US dollar, and the day they were read. */
export const exchangeRatesSchema = z.object({
  jpy: z.number().positive().max(1_000_000),
  vnd: z.number().positive().max(10_000_000),
  asOf: z.iso.date(),
});
export type ExchangeRates = z.infer<typeof exchangeRatesSchema>;

export const OFFICE_SETTINGS = { staffAddresses: staffAddressesSchema, exchangeRates: exchangeRatesSchema } as const;
export type OfficeSettingKey = keyof typeof OFFICE_SETTINGS;
