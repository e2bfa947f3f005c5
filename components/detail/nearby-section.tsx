import { getTranslations } from '@/lib/i18n/translations';
import type { Lang } from '@/lib/api/lang';
import type { NearbyPlace } from '@/lib/api/places';
import { formatDistance } from '@/lib/places/distance';
import { Section } from './section';

/**
 * "Nearby" on a detail page: the nearest published place of each kind within 30 km, with its
 * straight-line distance as the database measured it (lib/server/places nearbyPlaces). Rendered on
 * the server from the listing alone, so the page stays the same for every visitor and cacheable;
 * the distance to the visitor's own chosen place is an island's (./chosen-distance.client.tsx).
 */
export async function NearbySection({ lang, places }: { lang: Lang; places: readonly NearbyPlace[] }) {
  if (places.length === 0) return null;
  const [t, common] = await Promise.all([getTranslations('nearby'), getTranslations('common')]);
  return (
    <Section id="nearby" title={t('title')}>
      <p className="text-sm text-slate-600">{t('lead')}</p>
      <ul className="mt-3 divide-y divide-slate-100 rounded-lg border border-slate-200">
        {places.map((place) => (
          <li key={place.kind} className="flex items-baseline justify-between gap-4 px-4 py-3" data-testid="nearby-place" data-kind={place.kind}>
            <div className="min-w-0 flex-1">
              <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{t(`kinds.${place.kind}`)}</p>
              <p className="font-medium text-slate-900">
                {place.source ? (
                  <a href={place.source} target="_blank" rel="noopener noreferrer" className="text-brand-700 underline underline-offset-4">
                    {place.name}
                    <span className="sr-only"> {common('opensInNewTab')}</span>
                  </a>
                ) : (
                  place.name
                )}
                {place.isDemo && (
                  <span className="ml-2 rounded bg-amber-100 px-1.5 py-0.5 text-xs font-medium text-amber-900" data-testid="nearby-demo">
                    {t('demo')}
                  </span>
                )}
              </p>
            </div>
            <p className="shrink-0 font-semibold text-slate-900 tabular-nums" data-testid="nearby-distance">
              {formatDistance(place.distance, lang)}
            </p>
          </li>
        ))}
      </ul>
      <p className="mt-2 text-xs text-slate-600" data-testid="nearby-note">
        {t('straightLine')}
      </p>
    </Section>
  );
}
