'use client';
import { useEffect } from 'react';
// With the layout's islands, before any of them loads a chunk: chunks carry the page's nonce.
import '@/lib/browser/chunk-nonce';
import type { Lang } from '@/lib/api/common';
import { STORAGE, writeString } from '@/lib/browser/storage';

type Props = { lang: Lang; cityId: number | undefined; cityFromCookie: boolean; cityIds: number[] };

/**
 * Start-up work of every page: drop any old service worker, keep the storage
 * keys for language and city in step with the server, and, when the server only guessed the city,
 * refine it from the stored city, the stored coordinates or an already-granted geolocation
 * (./refine-city, loaded only then).
 */
export function ClientBoot({ lang, cityId, cityFromCookie, cityIds }: Props) {
  useEffect(() => {
    navigator.serviceWorker
      ?.getRegistrations()
      .then((registrations) => Promise.all(registrations.map((r) => r.unregister())))
      .catch(() => undefined);
    writeString(STORAGE.language, lang);
    // Lets browser tests (and CSS, if ever needed) know the islands are live.
    document.documentElement.dataset.hydrated = 'true';
  }, [lang]);

  useEffect(() => {
    if (cityFromCookie) {
      if (cityId) writeString(STORAGE.locationCity, String(cityId));
      return;
    }
    let cancelled = false;
    import('./refine-city')
      .then(({ refineCity }) => refineCity({ lang, cityId, cityIds, cancelled: () => cancelled }))
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [cityFromCookie, cityId, cityIds, lang]);

  return null;
}
