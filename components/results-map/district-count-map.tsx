import type { CSSProperties } from 'react';
import { getTranslations } from '@/lib/i18n/translations';
import type { DistrictMap, MapLabel } from '@/lib/search/district-map';
import type { DistrictCount } from '@/lib/server/properties/district-counts';

type Props = {
  cityName: string;
  /** The city's district map, or null when it has none (then the table alone). */
  map: DistrictMap | null;
  counts: readonly DistrictCount[];
  /** The results of the search in one district. */
  hrefOf: (districtId: number) => string;
  /** The districts the search already names, marked on the map and in the table. */
  selected: readonly number[];
};

const squash = (text: string) => text.replace(/\s+/g, '').toLowerCase();

/** The map's label of a district (labels carry its name, possibly over several lines): where its name goes. */
function labelOf(labels: readonly MapLabel[], name: string): MapLabel | undefined {
  const wanted = squash(name);
  return labels.find((l) => squash(l.lines.map((line) => line.text).join('')) === wanted);
}

/**
 * The lines of a district's name in the page's language: the stored map's own lines when they
 * spell that name (English), else the name, split before a bracket (`タオディエン` /
 * `（トゥードゥック）`). The stored map is labelled in one language only.
 */
function nameLines(name: string, label: MapLabel | undefined): string[] {
  if (label && squash(label.lines.map((l) => l.text).join('')) === squash(name)) return label.lines.map((l) => l.text);
  return name.split(/(?=[（(])/).filter(Boolean);
}

/** Line spacing of the labels in em, so that it follows the font size the page gives them (app/globals.css). */
const LINE_EM = 1.15;

/** A point inside a district for its count when no label names it: the mean of its path's vertices. */
function middleOf(d: string): { x: number; y: number } | null {
  const numbers = d.match(/-?\d+(?:\.\d+)?(?:e[-+]?\d+)?/gi)?.map(Number) ?? [];
  if (!/^[MLZ0-9.,\se+-]+$/i.test(d) || numbers.length < 4 || numbers.length % 2) return null;
  let x = 0;
  let y = 0;
  for (let i = 0; i < numbers.length; i += 2) {
    x += numbers[i];
    y += numbers[i + 1];
  }
  return { x: x / (numbers.length / 2), y: y / (numbers.length / 2) };
}

/**
 * The keyless results map: the city's district map drawn for the search modal, each
 * district with the number of listings the search matches there and, when it has some, a link to
 * them; districts without any are drawn pale, not linked. The table under it holds the same counts
 * and links for screen readers, keyboards and narrow screens. Server-rendered: no script at all.
 */
export async function DistrictCountMap({ cityName, map, counts, hrefOf, selected }: Props) {
  const t = await getTranslations('resultsMap.districts');
  const byId = new Map(counts.map((c) => [c.id, c]));
  const chosen = new Set(selected);
  return (
    <section aria-labelledby="district-counts-title" data-testid="district-counts" className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
      <div className="min-w-0">
        <h2 id="district-counts-title" className="text-lg font-semibold text-slate-900">
          {t('title', { city: cityName })}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{map ? t('hint') : t('noMap', { city: cityName })}</p>
        {map && (
          // The table below is the accessible form of this map; the links here repeat its links for pointers.
          // On a phone the map keeps a width at which its labels are legible and scrolls sideways in its
          // frame, which therefore takes the keyboard's focus (arrow keys scroll it) and names itself.
          <div
            className="district-map-frame mt-4 max-w-2xl rounded focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            tabIndex={0}
            role="region"
            aria-label={t('mapFrame', { city: cityName })}
          >
            <svg
              viewBox={map.viewBox}
              className="h-auto w-full select-none"
              style={{ '--map-width': Number(map.viewBox.trim().split(/\s+/)[2]) || 600 } as CSSProperties}
              aria-hidden="true"
              data-testid="district-count-svg"
            >
              {map.outline && <path d={map.outline} fill="#e8eef2" stroke="#8fa3b1" strokeWidth={4} strokeLinejoin="round" />}
              {map.districts.map((shape) => {
                const count = byId.get(shape.id);
                const listings = count?.listings ?? 0;
                const on = chosen.has(shape.id);
                const path = (
                  <path
                    d={shape.d}
                    fill={listings ? shape.fill : '#f1f5f9'}
                    stroke={on ? 'var(--color-brand-700)' : '#ffffff'}
                    strokeWidth={on ? 4 : 1.5}
                    strokeLinejoin="round"
                    strokeDasharray={listings ? undefined : '4 3'}
                    className={listings ? 'hover:opacity-80' : undefined}
                  />
                );
                return listings && count ? (
                  <a key={shape.id} href={hrefOf(shape.id)} tabIndex={-1} data-district-id={shape.id} data-count={listings}>
                    {path}
                    <title>{t('link', { district: count.name, count: listings })}</title>
                  </a>
                ) : (
                  <g key={shape.id} data-district-id={shape.id} data-count={0}>
                    {path}
                  </g>
                );
              })}
              {map.districts.map((shape) => {
                const count = byId.get(shape.id);
                const listings = count?.listings ?? 0;
                const label = labelOf(map.labels, shape.name);
                const at = label ? { x: label.x, y: label.lines.reduce((sum, l) => sum + l.y, 0) / label.lines.length } : middleOf(shape.d);
                if (!at) return null;
                const lines = count ? nameLines(count.name, label) : [];
                const first = (-(lines.length - 1) / 2) * LINE_EM;
                return (
                  <g key={`label-${shape.id}`} pointerEvents="none">
                    {lines.length > 0 && (
                      <text x={at.x} y={at.y} fontSize={12} fill="#1f2f3d" textAnchor="middle" dominantBaseline="central" stroke="#ffffff" strokeWidth={3} strokeOpacity={0.7} paintOrder="stroke" data-name-label={shape.id}>
                        {lines.map((line, k) => (
                          <tspan key={k} x={at.x} dy={`${k === 0 ? first : LINE_EM}em`}>
                            {line}
                          </tspan>
                        ))}
                      </text>
                    )}
                    <text
                      x={at.x}
                      y={at.y}
                      dy={`${(lines.length ? (lines.length - 1) / 2 + 1 : 0) * LINE_EM}em`}
                      fontSize={12}
                      fontWeight={700}
                      fill={listings ? 'var(--color-brand-800)' : '#64748b'}
                      textAnchor="middle"
                      dominantBaseline="central"
                      stroke="#ffffff"
                      strokeWidth={3}
                      paintOrder="stroke"
                      data-count-label={shape.id}
                    >
                      {t('count', { count: listings })}
                    </text>
                  </g>
                );
              })}
            </svg>
          </div>
        )}
      </div>
      <table className="w-full text-sm" data-testid="district-count-table">
        <caption className="mb-2 text-left font-semibold text-slate-900">{t('tableCaption', { city: cityName })}</caption>
        <thead>
          <tr className="border-b border-slate-300 text-left text-slate-600">
            <th scope="col" className="py-2 pr-3 font-medium">{t('district')}</th>
            <th scope="col" className="py-2 text-right font-medium">{t('listings')}</th>
          </tr>
        </thead>
        <tbody>
          {counts.map((c) => (
            <tr key={c.id} className="border-b border-slate-100" data-district-id={c.id} data-count={c.listings}>
              <th scope="row" className="py-2 pr-3 text-left font-normal">
                {c.listings ? (
                  <a href={hrefOf(c.id)} className="font-medium text-brand-700 underline-offset-2 hover:underline">
                    {c.name}
                  </a>
                ) : (
                  <span className="text-slate-500">{c.name}</span>
                )}
                {chosen.has(c.id) && <span className="ml-2 rounded bg-brand-50 px-1.5 py-0.5 text-xs text-brand-800">{t('inSearch')}</span>}
              </th>
              <td className={`py-2 text-right tabular-nums ${c.listings ? 'text-slate-900' : 'text-slate-500'}`}>{t('count', { count: c.listings })}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
