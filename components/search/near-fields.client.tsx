'use client';
import { useTranslations } from 'next-intl';
import { useEffect, useEffectEvent, useMemo, useSyncExternalStore } from 'react';
import { readString, STORAGE, subscribeStorage } from '@/lib/browser/storage';
import { PLACE_KINDS, WITHIN_KM, type WithinKm } from '@/lib/api/place-kinds';
import { readChosenPlace, writeChosenPlace } from '@/lib/places/chosen';
import type { NearFields as Fields, PlaceOption } from '@/lib/search/form';
import { fieldBox } from './multi-select.client';

type Props = {
  /** The ids' prefix: tells apart two forms on one page. */
  id: (name: string) => string;
  places: readonly PlaceOption[];
  cities: readonly { cityId: number; cityName: string }[];
  /** The form's city: the picker offers its places (all of them, by city, when there is none). */
  cityId: number | undefined;
  value: Fields;
  onChange: (value: Fields) => void;
  /** Scripts run: the radius waits for a place, and the office button shows. */
  live: boolean;
  /** A fresh form (a home page's): an empty picker takes the renter's office once scripts run. */
  preselectOffice?: boolean;
};

/** Keeps the place a search was sent with as the renter's last place (it does not replace their office). */
export function rememberPlace(places: readonly PlaceOption[], near: number | undefined): void {
  const place = places.find((p) => p.id === near);
  if (place) writeChosenPlace({ ...place, office: false });
}

/**
 * "Near" a place, grouped by kind, and "within" a radius: plain GET fields, so the search works
 * without scripts. Scripts keep the radius off until a place is chosen, follow the city select,
 * and add "Set as my office", kept in the browser (lib/places/chosen.ts).
 */
export function NearFields({ id, places, cities, cityId, value, onChange, live, preselectOffice = false }: Props) {
  const t = useTranslations('places.picker');
  const tk = useTranslations('places.kinds');
  // The stored place's text: read again whenever an island changes it (the server knows none).
  const stored = useSyncExternalStore(subscribeStorage, () => readString(STORAGE.chosenPlace), () => null);
  const officeId = useMemo(() => {
    const chosen = stored ? readChosenPlace() : null;
    return chosen?.office ? chosen.id : undefined;
  }, [stored]);

  const adopt = useEffectEvent(() => {
    const office = readChosenPlace();
    const offered = office?.office && places.find((p) => p.id === office.id && (cityId === undefined || p.cityId === cityId));
    if (preselectOffice && value.near === undefined && offered) onChange({ near: offered.id, within: value.within });
  });
  useEffect(() => adopt(), []);

  // The chosen place stays offered even when it lies outside the city (a shared link's).
  const shown = places.filter((p) => cityId === undefined || p.cityId === cityId || p.id === value.near);
  const groups =
    cityId === undefined
      ? cities.map((c) => ({ key: `city-${c.cityId}`, label: c.cityName, items: shown.filter((p) => p.cityId === c.cityId) }))
      : PLACE_KINDS.map((kind) => ({ key: kind, label: tk(kind), items: shown.filter((p) => p.kind === kind) }));

  const setNear = (raw: string) => {
    const near = raw ? Number(raw) : undefined;
    onChange({ near, within: near === undefined ? undefined : value.within });
  };
  // A toggle: pressed again, the place stays only as the last one searched near.
  const toggleOffice = () => {
    const place = places.find((p) => p.id === value.near);
    if (!place) return;
    if (place.id === officeId) writeChosenPlace(null);
    writeChosenPlace({ ...place, office: place.id !== officeId });
  };
  const isOffice = value.near !== undefined && value.near === officeId;

  return (
    <>
      <div className="grid gap-1">
        <label htmlFor={id('near')} className="text-xs font-medium text-slate-600">
          {t('near')}
        </label>
        <select id={id('near')} name="near" value={value.near ?? ''} onChange={(e) => setNear(e.currentTarget.value)} className={fieldBox} data-testid="search-near">
          <option value="">{t('anywhere')}</option>
          {groups
            .filter((g) => g.items.length > 0)
            .map((g) => (
              <optgroup key={g.key} label={g.label}>
                {g.items.map((p) => (
                  <option key={p.id} value={p.id}>
                    {p.name}
                  </option>
                ))}
              </optgroup>
            ))}
        </select>
        {live && value.near !== undefined && (
          <button
            type="button"
            onClick={toggleOffice}
            aria-pressed={isOffice}
            data-testid="search-set-office"
            className="inline-flex min-h-11 items-center gap-1 justify-self-start text-sm font-medium text-brand-700 underline hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            {isOffice && <span aria-hidden="true">✓</span>}
            {t('setOffice')}
          </button>
        )}
      </div>
      <div className="grid content-start gap-1">
        <label htmlFor={id('within')} className="text-xs font-medium text-slate-600">
          {t('within')}
        </label>
        <select
          id={id('within')}
          name="within"
          value={value.within ?? ''}
          disabled={live && value.near === undefined}
          onChange={(e) => onChange({ ...value, within: e.currentTarget.value ? (Number(e.currentTarget.value) as WithinKm) : undefined })}
          className={`${fieldBox} disabled:opacity-60`}
          data-testid="search-within"
        >
          <option value="">{t('anyDistance')}</option>
          {WITHIN_KM.map((km) => (
            <option key={km} value={km}>
              {t('withinKm', { km })}
            </option>
          ))}
        </select>
      </div>
    </>
  );
}
