'use client';
import { useSearchText } from './search-text.client';
import { useMemo, type KeyboardEvent } from 'react';
import { parseDistrictMap, type DistrictMap as MapShapes } from '@/lib/search/district-map';

type Props = {
  /** The shapes as the server parsed them, or a city's map SVG from the cities API (parsed here). */
  source: MapShapes | string;
  selected: readonly number[];
  onToggle: (id: number) => void;
  full: boolean;
};

/**
 * The city's clickable district map of the residence search modal: a click, Enter or
 * Space on a district adds it to the form's districts or takes it out, under the same cap.
 * The form loads this module (and the SVG parser) only where it has a map, so the home page's
 * form never sends it.
 */
export function DistrictMap({ source, selected, onToggle, full }: Props) {
  const t = useSearchText();
  const map = useMemo(() => (typeof source === 'string' ? parseDistrictMap(source) : source), [source]);
  const onKey = (id: number) => (e: KeyboardEvent) => {
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      onToggle(id);
    }
  };
  if (!map) return null;
  return (
    <figure className="grid gap-2" data-testid="district-map">
      <figcaption className="text-sm font-semibold text-slate-800">
        {t('map')} <span className="block text-xs font-normal text-slate-500">{t('mapHint')}</span>
      </figcaption>
      <svg viewBox={map.viewBox} className="h-auto w-full max-w-xl select-none" role="group" aria-label={t('map')}>
        {map.outline && <path d={map.outline} fill="#e8eef2" stroke="#8fa3b1" strokeWidth={4} strokeLinejoin="round" />}
        {map.districts.map((d) => {
          const on = selected.includes(d.id);
          const blocked = full && !on;
          return (
            <path
              key={d.id}
              d={d.d}
              role="checkbox"
              aria-checked={on}
              aria-disabled={blocked || undefined}
              aria-label={d.name}
              tabIndex={0}
              data-district-id={d.id}
              fill={on ? 'var(--color-brand-600)' : d.fill}
              stroke="#ffffff"
              strokeWidth={on ? 3 : 1.5}
              strokeLinejoin="round"
              className={`outline-none focus-visible:stroke-slate-900 ${blocked ? 'cursor-not-allowed opacity-60' : 'cursor-pointer hover:opacity-80'}`}
              onClick={() => onToggle(d.id)}
              onKeyDown={onKey(d.id)}
            >
              <title>{d.name}</title>
            </path>
          );
        })}
        {map.labels.map((l, i) => (
          <text
            key={i}
            x={l.x}
            y={l.y}
            fontSize={12}
            fill="#1f2f3d"
            textAnchor="middle"
            dominantBaseline="central"
            stroke="#ffffff"
            strokeWidth={3}
            strokeOpacity={0.7}
            paintOrder="stroke"
            pointerEvents="none"
            aria-hidden="true"
          >
            {l.lines.length === 1
              ? l.lines[0].text
              : l.lines.map((line, k) => (
                  <tspan key={k} x={line.x} y={line.y}>
                    {line.text}
                  </tspan>
                ))}
          </text>
        ))}
      </svg>
    </figure>
  );
}
