'use client';
import { useTranslations } from 'next-intl';
import { useEffect, useEffectEvent, useState } from 'react';
import { readChosenPlace, writeChosenPlace } from '@/lib/places/chosen';
import type { NearFields, PlaceOption } from '@/lib/search/form';

type Props = {
  places: readonly PlaceOption[];
  cityId: number | undefined;
  value: NearFields;
  onChange: (value: NearFields) => void;
  /** A fresh form (a home page's): an empty picker takes the renter's office. */
  preselectOffice: boolean;
};

/** Keeps a place as the renter's chosen one: the office, or the last place searched near (which does not replace an office). */
function keep({ group: _group, ...place }: PlaceOption, office: boolean): void {
  writeChosenPlace({ ...place, office });
}

/** A search was sent near this place. */
export function keepSearched(places: readonly PlaceOption[], near: number): void {
  const place = places.find((p) => p.id === near);
  if (place) keep(place, false);
}

/**
 * "Set as my office" beside the place picker, and a fresh form's office in its empty picker: both
 * need the browser's storage, so this part loads once the form is live (near-fields.client.tsx),
 * outside the search pages' first-load scripts.
 */
export default function NearOffice({ places, cityId, value, onChange, preselectOffice }: Props) {
  const t = useTranslations('places.picker');
  // Drawn only in the browser, after hydration: the stored place can be read at once.
  const [officeId, setOfficeId] = useState(() => {
    const stored = readChosenPlace();
    return stored?.office ? stored.id : undefined;
  });

  const adopt = useEffectEvent(() => {
    const office = places.find((p) => p.id === officeId && (cityId === undefined || p.cityId === cityId));
    if (preselectOffice && value.near === undefined && office) onChange({ near: office.id, within: value.within });
  });
  useEffect(() => adopt(), []);

  const place = places.find((p) => p.id === value.near);
  if (!place) return null;
  const isOffice = place.id === officeId;
  // A toggle: pressed again, the place stays only as the last one searched near.
  const toggle = () => {
    if (isOffice) writeChosenPlace(null);
    keep(place, !isOffice);
    setOfficeId(isOffice ? undefined : place.id);
  };
  return (
    <button
      type="button"
      onClick={toggle}
      aria-pressed={isOffice}
      data-testid="search-set-office"
      className="inline-flex min-h-11 items-center gap-1 justify-self-start text-sm font-medium text-brand-700 underline hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      {isOffice && <span aria-hidden="true">✓</span>}
      {t('setOffice')}
    </button>
  );
}
