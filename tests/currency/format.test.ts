import { describe, expect, it } from 'vitest';
import {
  approx,
  convertUsd,
  effectiveCurrency,
  formatApproxRange,
  formatAsOf,
  formatMoney,
  formatRate,
  usdFrom,
  type CurrencyView,
} from '@/lib/format/currency';
import { sliderPrice } from '@/components/currency/slider-price';

const yen: CurrencyView = { currency: 'jpy', rate: 155, asOf: '2026-11-26' };
const dong: CurrencyView = { currency: 'vnd', rate: 25_400, asOf: '2026-11-26' };
const today = new Date('2026-11-27T08:00:00Z');

describe('converting USD to yen and dong', () => {
  it('rounds a month’s rent in yen to ¥1,000 and a unit price to ¥100', () => {
    expect(convertUsd(1_500, yen)).toBe(233_000); // 232,500
    expect(convertUsd(1_450, yen)).toBe(225_000); // 224,750
    expect(convertUsd(18, yen)).toBe(2_800); // 2,790
    expect(convertUsd(5, { currency: 'jpy', rate: 150.5 })).toBe(750); // 752.5 → to ¥10
  });

  it('rounds dong to 100,000 from ₫10 million and to 10,000 below', () => {
    expect(convertUsd(1_500, dong)).toBe(38_100_000);
    expect(convertUsd(18, dong)).toBe(460_000); // 457,200
    expect(convertUsd(3, dong)).toBe(76_000); // 76,200 → to ₫1,000
  });

  it('turns an amount in the chosen currency back into whole dollars for the search query', () => {
    expect(usdFrom(233_000, yen)).toBe(1_503);
    expect(usdFrom(38_100_000, dong)).toBe(1_500);
  });
});

describe('formatting approximate amounts', () => {
  it('writes yen before the number and dong after it, grouped by three', () => {
    expect(formatMoney(225_000, 'jpy', 'jp')).toBe('¥225,000');
    expect(formatMoney(225_000, 'jpy', 'en')).toBe('¥225,000');
    expect(formatMoney(38_100_000, 'vnd', 'en')).toBe('38,100,000 ₫');
  });

  it('marks amounts approximate as each language writes it', () => {
    expect(approx('¥1', 'jp')).toBe('約 ¥1');
    expect(approx('¥1', 'en')).toBe('≈ ¥1');
    expect(formatApproxRange(1_450, null, yen, 'jp')).toBe('約 ¥225,000');
    expect(formatApproxRange(1_450, 1_500, yen, 'en')).toBe('≈ ¥225,000 ~ ¥233,000');
    expect(formatApproxRange(1_500, 1_500, dong, 'en')).toBe('≈ 38,100,000 ₫');
  });

  it('writes the rate with at most two decimals, in yen or dong words per language', () => {
    expect(formatRate(yen, 'jp')).toBe('155円');
    expect(formatRate(yen, 'en')).toBe('¥155');
    expect(formatRate({ currency: 'jpy', rate: 150.5 }, 'en')).toBe('¥150.5');
    expect(formatRate({ currency: 'jpy', rate: 150.25 }, 'jp')).toBe('150.25円');
    expect(formatRate(dong, 'jp')).toBe('25,400ドン');
    expect(formatRate(dong, 'en')).toBe('25,400 ₫');
  });

  it('dates the rate by month and day, with the year only when it is not this one', () => {
    expect(formatAsOf('2026-11-26', 'jp', today)).toBe('11月26日');
    expect(formatAsOf('2026-11-26', 'en', today)).toBe('Nov 26');
    expect(formatAsOf('2025-03-04', 'jp', today)).toBe('2025年3月4日');
    expect(formatAsOf('2025-03-04', 'en', today)).toBe('Mar 4, 2025');
  });

  it('reads the slider in the chosen currency with the dollars it submits beside them', () => {
    expect(sliderPrice(null, 'en')(1_500, false)).toBe('$1,500');
    expect(sliderPrice(null, 'jp')(5_000, true)).toBe('$5,000~');
    expect(sliderPrice(yen, 'jp')(1_500, false)).toBe('¥233,000 ($1,500)');
    expect(sliderPrice(yen, 'jp')(5_000, true)).toBe('¥775,000~ ($5,000~)');
    expect(sliderPrice(dong, 'en')(500, false)).toBe('12,700,000 ₫ ($500)');
  });
});

describe('the second currency in force', () => {
  it('defaults to yen on Japanese pages and to none on English ones', () => {
    expect(effectiveCurrency('jp', undefined)).toBe('jpy');
    expect(effectiveCurrency('en', undefined)).toBe('none');
  });

  it('follows a valid choice in either language and ignores anything else', () => {
    expect(effectiveCurrency('en', 'vnd')).toBe('vnd');
    expect(effectiveCurrency('jp', 'none')).toBe('none');
    expect(effectiveCurrency('en', ' JPY ')).toBe('jpy');
    expect(effectiveCurrency('jp', 'eur')).toBe('jpy');
    expect(effectiveCurrency('en', '')).toBe('none');
  });
});
