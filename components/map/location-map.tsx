import { getLocale } from 'next-intl/server';
import { getTranslations } from '@/lib/i18n/translations';
import { GoogleMap } from './google-map.client';
import { mapsSettings } from './maps-key';
import { DEFAULT_MAP_HEIGHT, DEFAULT_MAP_ZOOM, formatCoordinates, googleMapsLink, locationOf, openStreetMapEmbed } from './location';

export type LocationMapProps = {
  latitude: number | null | undefined;
  longitude: number | null | undefined;
  /** What is at the point (a building or property name): the pin's title and the map's name. */
  name: string;
  /** An address line for the card, when known. */
  address?: string | null;
  /** 14 for property, project and contact maps, 3 for the office map. */
  zoom?: number;
  /** Pixels: 400, 500 on the project page. */
  height?: number;
};

/**
 * The location of one place. With NEXT_PUBLIC_GOOGLE_MAPS_API_KEY a
 * Google map island (./google-map) with a pin, the static card showing until it draws; without it
 * only the card, with the coordinates and a link to Google Maps, and no Google script at all.
 * Renders nothing when the coordinates are missing, so callers may pass them unchecked.
 */
export async function LocationMap({ latitude, longitude, name, address, zoom = DEFAULT_MAP_ZOOM, height = DEFAULT_MAP_HEIGHT }: LocationMapProps) {
  const point = locationOf({ latitude, longitude });
  if (!point) return null;
  const t = await getTranslations('map');
  const common = await getTranslations('common');
  const maps = mapsSettings();
  const card = (
    <div className="w-full max-w-md rounded-xl border border-slate-200 bg-white p-5 shadow-sm" data-testid="location-card">
      <p className="flex items-start gap-2 font-semibold text-slate-900">
        <svg viewBox="0 0 24 24" aria-hidden="true" className="mt-0.5 size-5 shrink-0 fill-brand-600">
          <path d="M12 2a7 7 0 0 0-7 7c0 5.2 7 13 7 13s7-7.8 7-13a7 7 0 0 0-7-7Zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5Z" />
        </svg>
        <span>{name}</span>
      </p>
      {address && <p className="mt-1 pl-7 text-sm text-slate-600">{address}</p>}
      <dl className="mt-3 pl-7 text-xs">
        <dt className="text-slate-500">{t('coordinates')}</dt>
        <dd className="font-mono text-slate-700">{formatCoordinates(point)}</dd>
      </dl>
      <a
        href={googleMapsLink(point)}
        target="_blank"
        rel="noopener noreferrer"
        className="mt-4 ml-7 inline-flex items-center gap-1 rounded-md bg-brand-600 px-3 py-2 text-sm font-medium text-white hover:bg-brand-700"
        data-testid="location-link"
      >
        {t('open')}
        <span className="sr-only">{common('opensInNewTab')}</span>
      </a>
    </div>
  );
  if (!maps) {
    // No Google key: OpenStreetMap's embedded map (lazy, no script of ours) above the card.
    return (
      <div data-testid="location-map" data-map="static" className="grid gap-4">
        <iframe
          src={openStreetMapEmbed(point)}
          title={t('label', { name })}
          loading="lazy"
          referrerPolicy="strict-origin-when-cross-origin"
          className="h-72 w-full rounded-xl border border-slate-200 bg-slate-100 sm:h-80"
          data-testid="location-osm"
        />
        {card}
        <p className="text-xs text-slate-500">{t('osmCredit')}</p>
      </div>
    );
  }
  return (
    <GoogleMap
      {...maps}
      pins={[{ lat: point.latitude, lng: point.longitude, title: name }]}
      zoom={zoom}
      height={height}
      label={t('label', { name })}
      language={(await getLocale()) === 'ja' ? 'ja' : 'en'}
    >
      {card}
    </GoogleMap>
  );
}
