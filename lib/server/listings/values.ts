import { PROJECT_TEXTS, type Posted } from './form';
import type { LoadedProperty } from './store';
import type { LoadedProject } from './projects';

/** Stored values as the form posts them (strings; empty for none). */
function posted(values: Record<string, unknown>): Posted {
  const out: Posted = {};
  for (const [key, value] of Object.entries(values)) {
    if (Array.isArray(value)) out[key] = value.map(String);
    else if (typeof value === 'boolean') out[key] = value ? 'on' : '';
    else out[key] = value === null || value === undefined ? '' : String(value);
  }
  return out;
}

const PROPERTY_FIELDS = [
  'code', 'nameEn', 'nameJa', 'address', 'cityId', 'districtId', 'projectId', 'typeId', 'leasePriceMin', 'leasePriceMax', 'sizeMin', 'sizeMax',
  'bedroomMin', 'bedroomMax', 'bathroomMin', 'bathroomMax', 'furnishingEn', 'furnishingJa', 'furnished', 'petsAllowed', 'totalUnit', 'completionYear', 'videoLink', 'availableFrom',
  'latitude', 'longitude', 'isLatest', 'isHot', 'floorArea', 'storey', 'workingHourEn', 'workingHourJa', 'minContractPeriod',
  'minContractUnitEn', 'minContractUnitJa', 'deposit', 'depositUnitEn', 'depositUnitJa', 'payment', 'paymentUnitEn', 'paymentUnitJa',
  'vatInclude', 'serviceChargeSqm', 'otChargeEn', 'otChargeJa',
] as const;

export function propertyValues(row: LoadedProperty): Posted {
  const picked: Record<string, unknown> = {};
  for (const key of PROPERTY_FIELDS) picked[key] = row[key];
  return posted({
    ...picked,
    descriptionEn: row.texts?.descriptionEn,
    descriptionJa: row.texts?.descriptionJa,
    includeServicesEn: row.texts?.includeServicesEn,
    includeServicesJa: row.texts?.includeServicesJa,
    facilityIds: row.facilityIds,
  });
}

export function projectValues(row: LoadedProject): Posted {
  const picked: Record<string, unknown> = {
    nameEn: row.nameEn,
    nameJa: row.nameJa,
    cityId: row.cityId,
    districtId: row.districtId,
    completionYear: row.completionYear,
    totalUnits: row.totalUnits,
    floors: row.floors,
    latitude: row.latitude,
    longitude: row.longitude,
  };
  for (const key of PROJECT_TEXTS) {
    picked[`${key}En`] = row[`${key}En`];
    picked[`${key}Ja`] = row[`${key}Ja`];
  }
  return posted(picked);
}
