/**
 * The place a renter measures listings from, kept in the browser as the other renter choices are
 * (lib/browser/storage.ts): "My office" picked from the list, or else the last place searched near.
 * Islands read it to show the distance on a detail page and to preselect the search forms' picker.
 */
import { readString, STORAGE, writeString } from '@/lib/browser/storage';
import { PLACE_KINDS, type PlaceKind } from '@/lib/api/place-kinds';

export type ChosenPlace = {
  id: number;
  /** The place's name in the language it was chosen in (a detail page in the other language asks again). */
  name: string;
  kind: PlaceKind;
  cityId: number;
  latitude: number;
  longitude: number;
  /** The renter marked it as their office ("My office"), not only searched near it. */
  office: boolean;
};

function isChosen(value: unknown): value is ChosenPlace {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  const finite = (n: unknown) => typeof n === 'number' && Number.isFinite(n);
  return (
    Number.isInteger(v.id) &&
    (v.id as number) > 0 &&
    typeof v.name === 'string' &&
    (PLACE_KINDS as readonly unknown[]).includes(v.kind) &&
    Number.isInteger(v.cityId) &&
    finite(v.latitude) &&
    finite(v.longitude) &&
    typeof v.office === 'boolean'
  );
}

/** The stored place, or null when there is none or what is stored is not one. */
export function readChosenPlace(): ChosenPlace | null {
  const raw = readString(STORAGE.chosenPlace);
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return isChosen(value) ? value : null;
  } catch {
    return null;
  }
}

/** Keeps a place (null forgets it). A place searched near does not replace the renter's office. */
export function writeChosenPlace(place: ChosenPlace | null): void {
  if (place && !place.office && readChosenPlace()?.office) return;
  writeString(STORAGE.chosenPlace, place ? JSON.stringify(place) : null);
}
