import { describe, expect, it } from 'vitest';
import {
  approx,
  convertUsd,
  effectiveCurrency,
  formatApproxRange,
  formatAsOf,
  formatMoney,
  formatMoneyRange,
  formatRate,
  usdFrom,
  withUnit,
  type CurrencyView,
} from '@/lib/format/currency';
import { sliderPrice, sliderPriceRange } from '@/components/currency/slider-price';

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
  it('writes yen before the number and dong after it, grouped by three, in English', () => {
    expect(formatMoney(225_000, 'jpy', 'en')).toBe('¥225,000');
    expect(formatMoney(1_263_000, 'jpy', 'en')).toBe('¥1,263,000');
    expect(formatMoney(38_100_000, 'vnd', 'en')).toBe('38,100,000 ₫');
  });

  it('writes money in 万 and 億 in Japanese, as exact as the rounding of the amount', () => {
    expect(formatMoney(1_263_000, 'jpy', 'jp')).toBe('126.3万円');
    expect(formatMoney(225_000, 'jpy', 'jp')).toBe('22.5万円');
    expect(formatMoney(150_000, 'jpy', 'jp')).toBe('15万円');
    expect(formatMoney(2_800, 'jpy', 'jp')).toBe('2,800円');
    expect(formatMoney(15_500, 'jpy', 'jp')).toBe('1.55万円');
    expect(formatMoney(12_345_000, 'jpy', 'jp')).toBe('1,234.5万円');
    expect(formatMoney(100_000_000, 'jpy', 'jp')).toBe('1億円');
    expect(formatMoney(123_456_000, 'jpy', 'jp')).toBe('1億2,345.6万円');
    expect(formatMoney(100_005_000, 'jpy', 'jp')).toBe('1億5,000円');
    expect(formatMoney(0, 'jpy', 'jp')).toBe('0円');
    expect(formatMoney(38_100_000, 'vnd', 'jp')).toBe('3,810万ドン');
  });

  it('rounds a converted rent to a tenth of 万 in Japanese: $8,150 at 155 is 約126.3万円', () => {
    expect(formatApproxRange(8_150, null, yen, 'jp')).toBe('約126.3万円'); // 1,263,250
    expect(formatApproxRange(8_150, null, yen, 'jp', '/月')).toBe('約126.3万円/月');
    expect(formatApproxRange(645_162, null, yen, 'jp')).toBe('約1億円'); // 100,000,110
  });

  it('writes a range once with the wave dash in Japanese and as before in English', () => {
    expect(formatMoneyRange(155_000, 388_000, 'jpy', 'jp')).toBe('15.5万〜38.8万円');
    expect(formatMoneyRange(0, 388_000, 'jpy', 'jp')).toBe('0円〜38.8万円');
    expect(formatMoneyRange(155_000, 775_000, 'jpy', 'jp', true)).toBe('15.5万〜77.5万円以上');
    expect(formatMoneyRange(98_000_000, 100_000_000, 'jpy', 'jp')).toBe('9,800万〜1億円');
    expect(formatMoneyRange(155_000, 388_000, 'jpy', 'en')).toBe('¥155,000 ~ ¥388,000');
  });

  it('marks amounts approximate as each language writes it', () => {
    expect(approx('22.5万円', 'jp')).toBe('約22.5万円');
    expect(approx('¥1', 'en')).toBe('≈ ¥1');
    expect(formatApproxRange(1_450, null, yen, 'jp')).toBe('約22.5万円');
    expect(formatApproxRange(1_450, 1_500, yen, 'jp', '/月')).toBe('約22.5万〜23.3万円/月');
    expect(formatApproxRange(1_450, 1_500, yen, 'en')).toBe('≈ ¥225,000 ~ ¥233,000');
    expect(formatApproxRange(1_450, 1_500, yen, 'en', '/month')).toBe('≈ ¥225,000 ~ ¥233,000 /month');
    expect(formatApproxRange(1_500, 1_500, dong, 'en')).toBe('≈ 38,100,000 ₫');
    expect(formatApproxRange(1_500, 1_600, dong, 'jp')).toBe('約3,810万〜4,060万ドン');
    // Two rents that round to one amount read as one amount, not as `x ~ x`.
    expect(formatApproxRange(1_000, 1_001, yen, 'jp')).toBe('約15.5万円');
  });

  it('adds a unit after a space in English and straight after the amount in Japanese', () => {
    expect(withUnit('約22.5万円', '/月', 'jp')).toBe('約22.5万円/月');
    expect(withUnit('≈ ¥225,000', '/month', 'en')).toBe('≈ ¥225,000 /month');
    expect(withUnit('≈ ¥225,000', undefined, 'en')).toBe('≈ ¥225,000');
  });

  it('writes the rate with at most two decimals, in yen or dong words per language', () => {
    expect(formatRate(yen, 'jp')).toBe('155円');
    expect(formatRate(yen, 'en')).toBe('¥155');
    expect(formatRate({ currency: 'jpy', rate: 150.5 }, 'en')).toBe('¥150.5');
    expect(formatRate({ currency: 'jpy', rate: 150.25 }, 'jp')).toBe('150.25円');
    expect(formatRate(dong, 'jp')).toBe('25,400ドン');
    expect(formatRate(dong, 'en')).toBe('25,400 ₫');
  });

  it('dates the rate as the site writes days, with the year only when it is not this one', () => {
    expect(formatAsOf('2026-11-26', 'jp', today)).toBe('11月26日');
    expect(formatAsOf('2026-11-26', 'en', today)).toBe('November 26');
    expect(formatAsOf('2025-03-04', 'jp', today)).toBe('2025年3月4日');
    expect(formatAsOf('2025-03-04', 'en', today)).toBe('March 4, 2025');
    expect(formatAsOf('soon', 'en', today)).toBe('soon');
  });

  it('reads the slider in the chosen currency with the dollars it submits beside them', () => {
    expect(sliderPrice(null, 'en')(1_500, false)).toBe('$1,500');
    expect(sliderPrice(null, 'jp')(5_000, true)).toBe('$5,000~');
    expect(sliderPrice(yen, 'en')(1_500, false)).toBe('¥233,000 ($1,500)');
    expect(sliderPrice(yen, 'en')(5_000, true)).toBe('¥775,000~ ($5,000~)');
    expect(sliderPrice(yen, 'jp')(1_500, false)).toBe('23.3万円（$1,500）');
    expect(sliderPrice(yen, 'jp')(5_000, true)).toBe('77.5万円以上（$5,000~）');
    expect(sliderPrice(dong, 'en')(500, false)).toBe('12,700,000 ₫ ($500)');
  });

  it('reads a Japanese slider in yen as one range, 15.5万〜38.8万円, and leaves the others to the slider', () => {
    expect(sliderPriceRange(yen, 'jp')!(1_000, 2_500, false)).toEqual({ text: '15.5万〜38.8万円', note: '（$1,000〜$2,500）' });
    expect(sliderPriceRange(yen, 'jp')!(1_000, 5_000, true)).toEqual({ text: '15.5万〜77.5万円以上', note: '（$1,000〜$5,000~）' });
    expect(sliderPriceRange(yen, 'jp')!(0, 5_000, true)).toEqual({ text: '0円〜77.5万円以上', note: '（$0〜$5,000~）' });
    expect(sliderPriceRange(yen, 'en')).toBeUndefined();
    expect(sliderPriceRange(null, 'jp')).toBeUndefined();
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
