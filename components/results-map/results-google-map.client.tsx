'use client';
import { MapFailure } from '@/components/map/map-failure.client';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { apiGet, type QueryInput } from '@/lib/api/client';
import type { Lang } from '@/lib/api/lang';
import type { MapMarker } from '@/lib/api/results-map';
import { formatPriceRange } from '@/lib/format';
import { formatApproxRange, type CurrencyView } from '@/lib/format/currency';
import { whenNear } from '@/components/ui/when-near';
import { areaHref, inBounds, type Bounds, type DistrictCentre } from './area';

// Loaded with the map only: vis.gl, the clusterer and then Google's script.
const MarkersCanvas = lazy(() => import('./markers-canvas.client').then((m) => ({ default: m.MarkersCanvas })));

/** The list beside the map shows at most this many of the listings in view. */
const LIST_MAX = 60;

type Props = {
  apiKey: string;
  mapId: string;
  language: 'en' | 'ja';
  lang: Lang;
  /** The search, as GET /api/properties/map takes it. */
  query: QueryInput;
  office: boolean;
  centre: { lat: number; lng: number };
  /** The city's districts with their centres, for "Search this area". */
  districts: readonly DistrictCentre[];
  /** The search's address on the map without districts (./view.ts areaBaseHref). */
  areaBase: string;
  /** The visitor's second currency, read by the server page: each listed rent also in yen or dong. */
  approxView?: CurrencyView | null;
  /** The server-drawn line giving that currency's rate and date (RateNote), shown above the list. */
  rateNote?: ReactNode;
  /** The keyless district map: shown until Google's map draws, and kept if it cannot. */
  children: ReactNode;
};

type State = 'waiting' | 'drawn' | 'failed';

function detailHref(lang: Lang, m: MapMarker): string {
  return `/${lang}/${m.propertyType === 2 ? 'office' : 'residence'}/detail/${m.id}/${m.slug}`;
}

/**
 * The results map with a Maps key: the matching listings as clustered markers, the
 * listings inside the visible area listed under it, and "Search this area", a link to the same
 * search in the districts in view. Nothing of Google loads before the map nears the viewport; the
 * server-drawn district map stays until the tiles are on screen, and comes back if they cannot be.
 */
export function ResultsGoogleMap({ apiKey, mapId, language, lang, query, office, centre, districts, areaBase, approxView = null, rateNote, children }: Props) {
  const t = useTranslations('resultsMap.google');
  const box = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  const [drawnState, setState] = useState<State>('waiting');
  const [bounds, setBounds] = useState<Bounds | null>(null);
  const onDrawn = useCallback(() => setState((s) => (s === 'failed' ? s : 'drawn')), []);
  const onFailed = useCallback(() => setState('failed'), []);
  const hrefOf = useCallback((m: MapMarker) => detailHref(lang, m), [lang]);

  useEffect(() => {
    const element = box.current;
    return element ? whenNear(element, () => setNear(true)) : undefined;
  }, []);

  const markers = useQuery({ queryKey: ['results-map', query], queryFn: ({ signal }) => apiGet('/api/properties/map', query, { signal }), enabled: near });
  // Markers that cannot be read fail the map as its script would: the district map stays.
  const state: State = markers.isError ? 'failed' : drawnState;

  const items = markers.data?.items;
  const inView = useMemo(() => (items && bounds ? items.filter((m) => inBounds(m, bounds)) : []), [items, bounds]);
  const area = bounds ? areaHref(areaBase, districts, bounds) : null;
  const drawn = state === 'drawn';

  return (
    <div data-testid="results-google-map" data-state={state} className="grid gap-4">
      {state !== 'failed' && (
        <div ref={box} role="region" aria-label={t('label')} className="relative h-[420px] w-full overflow-hidden rounded-xl bg-slate-100 sm:h-[520px]">
          {near && items && (
            <MapFailure onFailed={onFailed}>
              <Suspense fallback={null}>
                <MarkersCanvas
                  apiKey={apiKey}
                  mapId={mapId}
                  language={language}
                  markers={items}
                  centre={centre}
                  hrefOf={hrefOf}
                  onBounds={setBounds}
                  onDrawn={onDrawn}
                  onFailed={onFailed}
                />
              </Suspense>
            </MapFailure>
          )}
        </div>
      )}
      {drawn && markers.data && (
        <div className="grid gap-3" data-testid="results-map-area">
          <div className="flex flex-wrap items-center gap-3">
            {area ? (
              <a href={area} className="rounded-md bg-brand-600 px-4 py-2 font-medium text-white hover:bg-brand-700" data-testid="search-this-area" title={t('searchAreaHint')}>
                {t('searchArea')}
              </a>
            ) : (
              bounds && <p className="text-sm text-slate-600">{t('noDistrict')}</p>
            )}
            <p aria-live="polite" className="text-sm text-slate-700" data-testid="results-map-in-view">
              {t('inView', { count: inView.length })}
            </p>
          </div>
          {markers.data.capped && <p className="text-sm text-slate-600">{t('capped', { shown: markers.data.items.length, total: markers.data.totalRecords })}</p>}
          {inView.length > 0 && rateNote}
          {inView.length > 0 && (
            <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3" data-testid="results-map-list">
              {inView.slice(0, LIST_MAX).map((m) => (
                <li key={m.id} data-id={m.id} className="rounded-lg border border-slate-200 bg-white p-3">
                  <a href={hrefOf(m)} className="font-medium text-brand-700 hover:underline">
                    {m.name}
                  </a>
                  <p className="text-sm text-slate-600">
                    {m.district} · {formatPriceRange(m.leasePriceMin, m.leasePriceMax)}
                    {office ? t('perSqm') : t('perMonth')}
                  </p>
                  {approxView && (
                    <p className="text-sm text-slate-600" data-testid="results-map-approx">
                      {formatApproxRange(m.leasePriceMin, m.leasePriceMax, approxView, lang, office ? t('perSqm') : t('perMonth'))}
                    </p>
                  )}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      {!drawn && children}
    </div>
  );
}
