/**
 * Approximate yen and dong beside a USD price. Rents are set and searched in USD; these
 * amounts are a reading aid at the rate staff saved in the back office, rounded so they never look
 * more exact than a rate of the day is. A module of its own, free of server code, so the search
 * forms and the saved lists (client islands) take it with only lib/format/number.ts.
 */
import type { Lang } from '@/lib/api/lang';
import { formatNumber } from './number';

/** The visitor's second currency as the `currency` cookie and the switch's `?currency=` spell it. */
export const CURRENCY_CHOICES = ['none', 'jpy', 'vnd'] as const;
export type CurrencyChoice = (typeof CURRENCY_CHOICES)[number];
export type SecondCurrency = Exclude<CurrencyChoice, 'none'>;
export const CURRENCY_COOKIE = 'currency';
export const CURRENCY_QUERY = 'currency';

/**
 * What a page needs to show approximate amounts: the chosen currency, its units for one US dollar
 * and the day that rate was read (YYYY-MM-DD). Plain data, handed from the server page to islands.
 */
export type CurrencyView = { currency: SecondCurrency; rate: number; asOf: string };

export function isCurrencyChoice(value: unknown): value is CurrencyChoice {
  return value === 'none' || value === 'jpy' || value === 'vnd';
}

/** The choice in force: the visitor's (cookie or query, any value) if valid, else yen on Japanese pages and none on English ones. */
export function effectiveCurrency(lang: Lang, stored: string | undefined): CurrencyChoice {
  const value = stored?.trim().toLowerCase();
  if (isCurrencyChoice(value)) return value;
  return lang === 'jp' ? 'jpy' : 'none';
}

/**
 * The rounding step of an amount: a rate of the day is good to two or three figures, so yen go to
 * 1,000 from ¥100,000 (a month's rent), to 100 below (a unit price per m²); dong to 100,000 from
 * ₫10,000,000 and to 10,000 / 1,000 below.
 */
function step(currency: SecondCurrency, value: number): number {
  const v = Math.abs(value);
  if (currency === 'jpy') return v >= 100_000 ? 1_000 : v >= 1_000 ? 100 : 10;
  return v >= 10_000_000 ? 100_000 : v >= 100_000 ? 10_000 : 1_000;
}

/** A USD amount in the view's currency, rounded to its step. */
export function convertUsd(usd: number, view: Pick<CurrencyView, 'currency' | 'rate'>): number {
  const exact = usd * view.rate;
  const s = step(view.currency, exact);
  return Math.round(exact / s) * s;
}

/** An amount in the view's currency back to whole US dollars (what the search's query holds). */
export function usdFrom(amount: number, view: Pick<CurrencyView, 'rate'>): number {
  return Math.round(amount / view.rate);
}

/** `¥225,000` or `38,000,000 ₫` (the dong sign after the number, as Vietnam writes it). */
export function formatMoney(amount: number, currency: SecondCurrency, lang: Lang): string {
  const n = formatNumber(amount, lang);
  return currency === 'jpy' ? `¥${n}` : `${n} ₫`;
}

/** The approximate sign as each language writes it: `約 ¥225,000`, `≈ ¥225,000`. */
export function approx(text: string, lang: Lang): string {
  return lang === 'jp' ? `約 ${text}` : `≈ ${text}`;
}

/** A price or price range in the second currency, marked approximate: `約 ¥225,000`, `≈ ¥225,000 ~ ¥300,000`. */
export function formatApproxRange(min: number, max: number | null | undefined, view: CurrencyView, lang: Lang): string {
  const one = (usd: number) => formatMoney(convertUsd(usd, view), view.currency, lang);
  return approx(max !== null && max !== undefined && max > min ? `${one(min)} ~ ${one(max)}` : one(min), lang);
}

/** The rate itself, to two decimals at most: `¥155.5` / `25,400 ₫` in English, `155.5円` / `25,400ドン` in Japanese. */
export function formatRate(view: Pick<CurrencyView, 'currency' | 'rate'>, lang: Lang): string {
  const whole = Math.trunc(view.rate);
  const cents = Math.round((view.rate - whole) * 100);
  const n = formatNumber(whole, lang) + (cents > 0 ? `.${String(cents).padStart(2, '0').replace(/0$/, '')}` : '');
  if (lang === 'jp') return view.currency === 'jpy' ? `${n}円` : `${n}ドン`;
  return view.currency === 'jpy' ? `¥${n}` : `${n} ₫`;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * The rate's day: `Nov 26` / `11月26日`, with the year when it is not the current one (a rate left
 * unchanged since last year should say so). Written by hand: no date library in the islands for it.
 */
export function formatAsOf(asOf: string, lang: Lang, today: Date = new Date()): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(asOf);
  if (!m) return asOf;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const withYear = year !== today.getUTCFullYear();
  if (lang === 'jp') return `${withYear ? `${year}年` : ''}${month}月${day}日`;
  return `${MONTHS[month - 1] ?? month} ${day}${withYear ? `, ${year}` : ''}`;
}
