import 'server-only';
import { cache } from 'react';
import { eq } from 'drizzle-orm';
import { siteCookie } from './site-request';
import type { Lang } from '@/lib/api/lang';
import { CURRENCY_COOKIE, effectiveCurrency, type CurrencyChoice, type CurrencyView } from '@/lib/format/currency';
import { cachedByContent } from './cache/data';
import { getDb } from './db/client';
import { appSettings } from './db/schema';
import { exchangeRatesSchema, type ExchangeRates } from './office-settings-schema';

/**
 * The exchange rates staff save in the back office (/admin/settings, `exchangeRates` in
 * app_settings), read for public pages. Kept like other content: a save raises the content version
 * (the trigger of migration 0015), which drops this value and every cached page at once, so a new
 * rate shows within CONTENT_POLL_MS.
 *
 * No rate saved (or one that no longer reads): no approximate amounts anywhere. An invented rate
 * would be worse than none; the demo seed saves one dated the day it ran.
 */
export const getExchangeRates = cachedByContent(async function getExchangeRates(): Promise<ExchangeRates | null> {
  // Read here rather than through the back office's module (lib/server/staff), which public pages keep clear of.
  const [row] = await (await getDb()).select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, 'exchangeRates'));
  const parsed = exchangeRatesSchema.safeParse(row?.value);
  return parsed.success ? parsed.data : null;
});

/** The view a page renders with: the chosen currency and its rate, or null (none chosen, or no rate saved). */
export function currencyViewOf(choice: CurrencyChoice, rates: ExchangeRates | null): CurrencyView | null {
  if (choice === 'none' || !rates) return null;
  return { currency: choice, rate: rates[choice], asOf: rates.asOf };
}

/** The visitor's choice (the currency cookie, which the middleware sets from the switch's `?currency=`), else the language's default. */
export const currencyChoice = cache(async (lang: Lang): Promise<CurrencyChoice> => effectiveCurrency(lang, await siteCookie(CURRENCY_COOKIE)));

/** This request's view of approximate amounts, read once per render. */
export const currencyView = cache(async (lang: Lang): Promise<CurrencyView | null> => {
  const [choice, rates] = await Promise.all([currencyChoice(lang), getExchangeRates()]);
  return currencyViewOf(choice, rates);
});
