/**
 * Approximate yen and dong beside a USD price. Rents are set and searched in USD; these
 * amounts are a reading aid at the rate staff saved in the back office, rounded so they never look
 * more exact than a rate of the day is. A module of its own, free of server code, so the search
 * forms and the saved lists (client islands) take it with only lib/format/number.ts.
 */
import type { Lang } from '@/lib/api/lang';
import { calendarDay, formatDay } from './day';
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

const MAN = 10_000;
const OKU = 100_000_000;

/** Decimals of a number of 万 kept exact: an amount rounded to ¥1,000 is 126.3万, to ¥100 1.55万. */
let manFormat: Intl.NumberFormat | undefined;
const manNumber = (value: number) => (manFormat ??= new Intl.NumberFormat('ja-JP', { maximumFractionDigits: 4 })).format(value);

/**
 * A whole amount in 万 and 億 as Japanese writes money: `126.3万`, `1億2,345.6万`, `1億5,000`,
 * `9,800` (no 万 below 1万). Without the currency's word, so a range names it once.
 */
function manOku(amount: number): string {
  const sign = amount < 0 ? '-' : '';
  const a = Math.abs(Math.round(amount));
  if (a < MAN) return sign + formatNumber(a, 'jp');
  const oku = Math.floor(a / OKU);
  const rest = a - oku * OKU;
  const head = oku ? `${formatNumber(oku, 'jp')}億` : '';
  const tail = rest === 0 ? '' : rest < MAN && oku ? formatNumber(rest, 'jp') : `${manNumber(rest / MAN)}万`;
  return sign + head + tail;
}

const JA_WORD: Record<SecondCurrency, string> = { jpy: '円', vnd: 'ドン' };

/**
 * `¥225,000` or `38,000,000 ₫` (the dong sign after the number, as Vietnam writes it) in English;
 * in Japanese as a Japanese renter reads money: `22.5万円`, `126.3万円`, `3,810万ドン`, `9,800円`.
 */
export function formatMoney(amount: number, currency: SecondCurrency, lang: Lang): string {
  if (lang === 'jp') return `${manOku(amount)}${JA_WORD[currency]}`;
  const n = formatNumber(amount, lang);
  return currency === 'jpy' ? `¥${n}` : `${n} ₫`;
}

/**
 * Two amounts as a range: `¥155,000 ~ ¥388,000` in English; in Japanese with the wave dash and
 * the currency's word once when both ends are in 万 (`15.5万〜38.8万円`, `0円〜38.8万円`).
 * `top`: the upper end is the slider's top, "and above" (`77.5万円以上`, `¥775,000~`).
 */
export function formatMoneyRange(min: number, max: number, currency: SecondCurrency, lang: Lang, top = false): string {
  const high = formatMoney(max, currency, lang);
  if (lang !== 'jp') return `${formatMoney(min, currency, lang)} ~ ${high}${top ? '~' : ''}`;
  const low = Math.abs(min) >= MAN && Math.abs(max) >= MAN ? manOku(min) : formatMoney(min, currency, lang);
  return `${low}〜${high}${top ? '以上' : ''}`;
}

/** The approximate sign as each language writes it: `約22.5万円`, `≈ ¥225,000`. */
export function approx(text: string, lang: Lang): string {
  return lang === 'jp' ? `約${text}` : `≈ ${text}`;
}

/** A price after its amount: `約126.3万円/月` in Japanese, `≈ ¥1,263,000 /month` in English. */
export function withUnit(text: string, unit: string | undefined, lang: Lang): string {
  if (!unit) return text;
  return lang === 'jp' ? `${text}${unit}` : `${text} ${unit}`;
}

/**
 * A price or price range in the second currency, marked approximate, with its unit when given:
 * `約22.5万〜23.3万円/月`, `≈ ¥225,000 ~ ¥233,000 /month`.
 */
export function formatApproxRange(min: number, max: number | null | undefined, view: CurrencyView, lang: Lang, unit?: string): string {
  const low = convertUsd(min, view);
  const amount =
    max !== null && max !== undefined && max > min && convertUsd(max, view) > low
      ? formatMoneyRange(low, convertUsd(max, view), view.currency, lang)
      : formatMoney(low, view.currency, lang);
  return withUnit(approx(amount, lang), unit, lang);
}

/** The rate itself, to two decimals at most: `¥155.5` / `25,400 ₫` in English, `155.5円` / `25,400ドン` in Japanese. */
export function formatRate(view: Pick<CurrencyView, 'currency' | 'rate'>, lang: Lang): string {
  const whole = Math.trunc(view.rate);
  const cents = Math.round((view.rate - whole) * 100);
  const n = formatNumber(whole, lang) + (cents > 0 ? `.${String(cents).padStart(2, '0').replace(/0$/, '')}` : '');
  if (lang === 'jp') return view.currency === 'jpy' ? `${n}円` : `${n}ドン`;
  return view.currency === 'jpy' ? `¥${n}` : `${n} ₫`;
}

/**
 * The rate's day, as every day in running text (lib/format/day.ts): `November 26` / `11月26日`,
 * with the year when it is not the current one (a rate left unchanged since last year should say so).
 */
export function formatAsOf(asOf: string, lang: Lang, today: Date = new Date()): string {
  const day = /^\d{4}-\d{2}-\d{2}$/.test(asOf) ? calendarDay(asOf) : null;
  if (!day) return asOf;
  return formatDay(asOf, lang, { noYear: day.getUTCFullYear() === today.getUTCFullYear() });
}
