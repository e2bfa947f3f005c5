'use client';
import { useTranslations } from 'next-intl';
import { lazy, Suspense } from 'react';
import { WITHIN_KM, type WithinKm } from '@/lib/api/place-kinds';
import type { NearFields as Fields, PlaceOption } from '@/lib/search/form';
import { fieldBox } from './multi-select.client';

type Props = {
  /** The ids' prefix: tells apart two forms on one page. */
  id: (name: string) => string;
  /** By city, kind (in PLACE_KINDS' order) and position, as the server lists them. */
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

/**
 * "Set as my office", the office preselect and the chosen place's storage, in a chunk of their own
 * loaded once the form is live: the search pages' first-load scripts do without them.
 */
const officePart = () => import('./near-office.client');
const NearOffice = lazy(officePart);

/** Keeps the place a search was sent with as the renter's last place (it does not replace their office). */
export function rememberPlace(places: readonly PlaceOption[], near: number | undefined): void {
  if (near !== undefined) void officePart().then((m) => m.keepSearched(places, near));
}

/**
 * "Near" a place, grouped by kind, and "within" a radius: plain GET fields, so the search works
 * without scripts. Scripts keep the radius off until a place is chosen, follow the city select,
 * and add "Set as my office", kept in the browser.
 */
export function NearFields({ id, places, cities, cityId, value, onChange, live, preselectOffice = false }: Props) {
  const t = useTranslations('places.picker');

  // The chosen place stays offered even when it lies outside the city (a shared link's).
  const shown = places.filter((p) => cityId === undefined || p.cityId === cityId || p.id === value.near);
  const groups = new Map<string, { label: string; items: PlaceOption[] }>();
  for (const p of shown) {
    const key = cityId === undefined ? `city-${p.cityId}` : p.kind;
    const group = groups.get(key) ?? { label: cityId === undefined ? (cities.find((c) => c.cityId === p.cityId)?.cityName ?? '') : p.group, items: [] };
    group.items.push(p);
    groups.set(key, group);
  }

  const setNear = (raw: string) => {
    const near = raw ? Number(raw) : undefined;
    onChange({ near, within: near === undefined ? undefined : value.within });
  };
  return (
    <>
      <div className="grid gap-1">
        <label htmlFor={id('near')} className="text-xs font-medium text-slate-600">
          {t('near')}
        </label>
        <select id={id('near')} name="near" value={value.near ?? ''} onChange={(e) => setNear(e.currentTarget.value)} className={fieldBox}>
          <option value="">{t('anywhere')}</option>
          {[...groups].map(([key, g]) => (
            <optgroup key={key} label={g.label}>
              {g.items.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
        {live && (
          <Suspense fallback={null}>
            <NearOffice places={places} cityId={cityId} value={value} onChange={onChange} preselectOffice={preselectOffice} />
          </Suspense>
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
          className={fieldBox}
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
