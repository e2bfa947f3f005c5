'use client';
import { useEffect, useState } from 'react';
import { apiBase } from '@/lib/api/post';
import type { Lang } from '@/lib/api/lang';
import { readChosenPlace, type ChosenPlace } from '@/lib/places/chosen';
import { formatDistance } from '@/lib/places/distance';
import { metresBetween } from '@/lib/places/haversine';

type Props = {
  lang: Lang;
  latitude: number;
  longitude: number;
  /** Raw messages: `{distance}` and `{place}` are filled here. */
  labels: { place: string; office: string; note: string };
};

type PlaceRow = { id: number; name: string; latitude: number; longitude: number };

/**
 * The listing's straight-line distance to the place this visitor chose (lib/places/chosen.ts),
 * under the detail page's title: "1.2 km to The Japanese School of Hanoi". Computed with the
 * database's own formula (lib/places/haversine.ts), so it equals the figure of the results. The
 * place's name comes in the page's language from GET /api/places (a place hidden since is not
 * shown; without an answer, the stored place as chosen). Nothing without scripts or without a chosen place: the server page stays the same for all.
 */
export function ChosenDistance({ lang, latitude, longitude, labels }: Props) {
  const [place, setPlace] = useState<ChosenPlace | null>(null);
  useEffect(() => {
    const chosen = readChosenPlace();
    if (!chosen) return;
    let live = true;
    fetch(`${apiBase()}/api/places?city=${chosen.cityId}&kind=${chosen.kind}&language=${lang}`)
      .then((res) => (res.ok ? (res.json() as Promise<PlaceRow[]>) : null))
      .then((rows) => {
        if (!live || !Array.isArray(rows)) return;
        const current = rows.find((row) => row.id === chosen.id);
        setPlace(current ? { ...chosen, name: current.name, latitude: current.latitude, longitude: current.longitude } : null);
      })
      // Offline or refused: the stored place as it was chosen.
      .catch(() => live && setPlace(chosen));
    return () => {
      live = false;
    };
  }, [lang]);
  if (!place) return null;
  const distance = formatDistance(Math.round(metresBetween(place, { latitude, longitude })), lang);
  const text = (place.office ? labels.office : labels.place).replace('{distance}', distance).replace('{place}', place.name);
  return (
    <p className="mt-2 inline-flex flex-wrap items-baseline gap-x-2 rounded-md bg-brand-50 px-3 py-1.5 text-sm" data-testid="chosen-distance">
      <span className="font-semibold text-brand-800">{text}</span>
      <span className="text-xs text-slate-600">{labels.note}</span>
    </p>
  );
}
