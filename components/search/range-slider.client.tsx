'use client';
import { useSearchText } from './search-text.client';
import type { Range } from '@/lib/search/form';
import { acceptRange } from '@/lib/search/form';
import type { SliderRangeText } from '@/components/currency/slider-price';

type Props = {
  id: string;
  label: string;
  /** The two query parameters it sends; without them (an inactive office price mode) it sends nothing. */
  names?: readonly [string, string];
  bounds: Range;
  step: number;
  value: Range;
  onChange: (next: Range) => void;
  /** A value as shown; the top of the slider reads "and above" ('~'). */
  format: (value: number, top: boolean) => string;
  /** Both values as one text, where the language reads them so (`15.5万〜38.8万円`, a note of the dollars), else the two values joined. */
  formatRange?: (lo: number, hi: number, top: boolean) => SliderRangeText;
  disabled?: boolean;
};

/**
 * A two-thumb slider made of two native range inputs laid over one track, so it works with
 * scripts off (each thumb still submits its value). A move is accepted only when the
 * lower value stays below the upper one.
 */
export function RangeSlider({ id, label, names, bounds, step, value, onChange, format, formatRange, disabled }: Props) {
  const t = useSearchText();
  const [lo, hi] = value;
  const span = bounds[1] - bounds[0] || 1;
  const left = ((lo - bounds[0]) / span) * 100;
  const right = 100 - ((hi - bounds[0]) / span) * 100;
  const text = (v: number) => format(v, v >= bounds[1]);
  const shown = formatRange?.(lo, hi, hi >= bounds[1]) ?? { text: t('range', { from: text(lo), to: text(hi) }) };
  // Read aloud, the top's "~" becomes words: "$5,000 or more" / "5,000ドル以上" (WCAG 4.1.2).
  const spoken = (v: number) => (v >= bounds[1] ? t('orMore', { value: format(v, false) }) : format(v, false));
  const move = (next: Range) => {
    if (acceptRange(next)) onChange(next);
  };
  return (
    <div className="grid gap-1" data-testid={`slider-${id}`}>
      <div className="flex items-baseline justify-between gap-3 text-xs font-medium text-slate-600">
        <span>{label}</span>
        <span className="text-right text-sm font-semibold text-slate-900" data-testid="slider-value" aria-hidden="true">
          {shown.text}
          {/* The dollars keep to one piece: on a narrow screen they go under the amount, not across it. */}
          {shown.note && <span className="inline-block font-normal whitespace-nowrap text-slate-600">{shown.note}</span>}
        </span>
      </div>
      <div className="dual-range relative h-8">
        <div className="absolute inset-x-0 top-1/2 h-1.5 -translate-y-1/2 rounded-full bg-slate-200" />
        <div className="absolute top-1/2 h-1.5 -translate-y-1/2 rounded-full bg-brand-600" style={{ left: `${left}%`, right: `${right}%` }} />
        <input
          type="range"
          name={names?.[0]}
          min={bounds[0]}
          max={bounds[1]}
          step={step}
          value={lo}
          disabled={disabled}
          aria-label={t('lower', { label })}
          aria-valuetext={spoken(lo)}
          data-testid="slider-min"
          onChange={(e) => move([Number(e.currentTarget.value), hi])}
        />
        <input
          type="range"
          name={names?.[1]}
          min={bounds[0]}
          max={bounds[1]}
          step={step}
          value={hi}
          disabled={disabled}
          aria-label={t('upper', { label })}
          aria-valuetext={spoken(hi)}
          data-testid="slider-max"
          onChange={(e) => move([lo, Number(e.currentTarget.value)])}
        />
      </div>
    </div>
  );
}
