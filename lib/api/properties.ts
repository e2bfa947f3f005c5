import { z } from 'zod';
import { code, id, idList, imageFile, int, language, month, pageIndex, pageSize, paged, text } from './common';

import { NEAREST_SORT, WITHIN_KM } from './place-kinds';
import { FURNISHED_CODES, KEYWORD_MAX, OFFICE, RESIDENCE, SORTS, type FurnishedCode, type Sort } from './kinds';

export { FURNISHED_CODES, KEYWORD_MAX, OFFICE, RESIDENCE, SORTS, type FurnishedCode, type Sort };
export const propertiesType = code('propertiesType', ['0', '2'], '0 (residence) or 2 (office)').transform((v) => (v === '2' ? OFFICE : RESIDENCE));


export const RESIDENCE_PAGE_SIZES = [15, 30, 45, 60, 75, 90] as const;
export const OFFICE_PAGE_SIZES = [16, 32, 48, 64, 80, 96] as const;
export const FAVOURITES_PAGE_SIZE = 9;

/** The listing search query of the public API, shared by /filter and /total-unit. */
export const searchQuery = z
  .object({
    language,
    propertyType: code('propertyType', ['0', '2'], '0 (residence) or 2 (office)')
      .transform((v) => (v === '2' ? OFFICE : RESIDENCE))
      .default(RESIDENCE),
    keyword: text('keyword', KEYWORD_MAX).optional(),
    cityId: id('cityId').optional(),
    districtId: idList('districtId', 100).optional(),
    type: idList('type', 50).optional(),
    bedroom: idList('bedroom', 20).optional(),
    size: idList('size', 20).optional(),
    project: idList('project', 200).optional(),
    facilities: idList('facilities', 100).optional(),
    leasePriceMin: int('leasePriceMin', 0, 100_000_000).optional(),
    leasePriceMax: int('leasePriceMax', 0, 100_000_000).optional(),
    officePriceSearchType: code('officePriceSearchType', ['1', '2'], '1 (unit price) or 2 (total budget)')
      .transform((v) => (v === '2' ? 2 : 1))
      .optional(),
    officeSizeFrom: int('officeSizeFrom', 0, 1_000_000).optional(),
    officeSizeTo: int('officeSizeTo', 0, 1_000_000).optional(),
    furnished: code('furnished', FURNISHED_CODES, '1 (furnished, fully or partly), 2 (fully furnished) or 0 (unfurnished)')
      .transform((v) => v as FurnishedCode)
      .optional(),
    petsAllowed: code('petsAllowed', ['1'], '1 (pets allowed), or left out for any').optional(),
    moveIn: month('moveIn').optional(),
    /** A place's id (GET /api/places): each card tells its distance; with `within`, only listings that near. */
    near: id('near').optional(),
    /** Straight-line kilometres from the place of `near`: 1, 2, 3, 5 or 10. */
    within: code('within', WITHIN_KM.map(String), `one of ${WITHIN_KM.join(', ')} (kilometres)`)
      .transform(Number)
      .optional(),
    pageIndex: pageIndex(),
    pageSize: pageSize(15),
    sort: z
      .string()
      .trim()
      .refine((v): v is Sort => (SORTS as readonly string[]).includes(v), {
        message: `sort must be one of ${SORTS.join(', ')}`,
      })
      .transform((v) => v as Sort)
      .default('-leasePriceMin'),
  })
  .refine((q) => q.leasePriceMin === undefined || q.leasePriceMax === undefined || q.leasePriceMin <= q.leasePriceMax, {
    message: 'leasePriceMin must not exceed leasePriceMax',
    path: ['leasePriceMin'],
  })
  .refine((q) => q.officeSizeFrom === undefined || q.officeSizeTo === undefined || q.officeSizeFrom <= q.officeSizeTo, {
    message: 'officeSizeFrom must not exceed officeSizeTo',
    path: ['officeSizeFrom'],
  })
  .refine((q) => q.within === undefined || q.near !== undefined, { message: 'within needs near: the place to measure from', path: ['within'] })
  .refine((q) => q.sort !== NEAREST_SORT || q.near !== undefined, { message: 'sort nearest needs near: the place to measure from', path: ['sort'] });
export type SearchQuery = z.infer<typeof searchQuery>;

export const detailQuery = z.object({
  id: id('id'),
  language,
  isPreview: z
    .string()
    .trim()
    .toLowerCase()
    .refine((v) => v === 'true' || v === 'false' || v === '1' || v === '0', { message: 'isPreview must be true or false' })
    .transform((v) => v === 'true' || v === '1')
    .default(false),
});

export const listQuery = z.object({
  language,
  cityId: id('cityId').optional(),
  propertiesType: propertiesType.default(RESIDENCE),
  pageIndex: pageIndex(),
  pageSize: pageSize(6),
});

export const similarQuery = z.object({
  language,
  currentId: id('currentId'),
  propertiesType: propertiesType.optional(),
  pageIndex: pageIndex(),
  pageSize: pageSize(6),
});

export const byProjectQuery = z.object({
  language,
  projectId: id('projectId'),
  pageIndex: pageIndex(),
  pageSize: pageSize(9),
});

export const favouritesQuery = z.object({
  language,
  propertyId: idList('propertyId', 1000),
  pageIndex: pageIndex(),
  pageSize: pageSize(FAVOURITES_PAGE_SIZE),
});

/** A search, list or card item, residences and offices alike. */
export const propertyCard = z.object({
  id: z.number().int(),
  propertyId: z.string(),
  slug: z.string(),
  name: z.string(),
  propertyType: z.union([z.literal(RESIDENCE), z.literal(OFFICE)]),
  cityId: z.number().int(),
  district: z.string(),
  images: z.array(imageFile),
  videoLink: z.string().nullable(),
  bedroommin: z.number().int().nullable(),
  bedroomMax: z.number().int().nullable(),
  leasePriceMin: z.number(),
  leasePriceMax: z.number().nullable(),
  sqmmin: z.number(),
  sqmMax: z.number().nullable(),
  /** Metres in a straight line to the place of the search's `near`; only in a search with one. */
  distance: z.number().int().nullable().optional(),
});
export type PropertyCard = z.infer<typeof propertyCard>;
export const propertyPage = paged(propertyCard);
export type PropertyPage = z.infer<typeof propertyPage>;

export const facilityItem = z.object({ facilityName: z.string(), isShow: z.boolean() });

export const residenceDetail = z.object({
  id: z.number().int(),
  propertyIdC: z.string(),
  name: z.string(),
  slug: z.string(),
  lastUpdateDate: z.string(),
  /** The first day a tenant can move in (YYYY-MM-DD); null: available now. */
  availableFrom: z.string().nullable(),
  leasePrice: z.number(),
  leasePriceMax: z.number().nullable(),
  cityId: z.number().int(),
  cityName: z.string(),
  districtId: z.number().int(),
  district: z.string(),
  size: z.number(),
  sizeMax: z.number().nullable(),
  bedroom: z.number().int().nullable(),
  bedroomMax: z.number().int().nullable(),
  bathroom: z.number().int().nullable(),
  bathroomMax: z.number().int().nullable(),
  type: z.string().nullable(),
  funishings: z.string().nullable(),
  totalUnit: z.number().int().nullable(),
  completionYearNewC: z.number().int().nullable(),
  images: z.array(imageFile),
  /** The floor plan (間取り図), a file under `{host}/images/` like the photos; null when there is none. */
  floorPlan: imageFile.nullable(),
  videoLink: z.string().nullable(),
  description: z.string().nullable(),
  includeServices: z.string().nullable(),
  interiorFacilities: z.array(facilityItem),
  buildingFacilities: z.array(facilityItem),
  projectId: z.number().int().nullable(),
  projectSlug: z.string().nullable(),
  projectName: z.string().nullable(),
  longitude: z.number().nullable(),
  latitude: z.number().nullable(),
  propertyType: z.literal(RESIDENCE),
  isPublished: z.boolean(),
});
export type ResidenceDetail = z.infer<typeof residenceDetail>;

export const officeDetail = z.object({
  id: z.number().int(),
  propertyId: z.string(),
  name: z.string(),
  slug: z.string(),
  image: imageFile.nullable(),
  images: z.array(imageFile),
  /** The floor plan, as on residences. */
  floorPlan: imageFile.nullable(),
  lastUpdateDate: z.string(),
  /** The first day a tenant can move in (YYYY-MM-DD); null: available now. */
  availableFrom: z.string().nullable(),
  priceFrom: z.number(),
  priceTo: z.number().nullable(),
  cityId: z.number().int(),
  cityName: z.string(),
  districtId: z.number().int(),
  district: z.string(),
  type: z.string().nullable(),
  size: z.number(),
  sizeMax: z.number().nullable(),
  floorArea: z.number().nullable(),
  storey: z.number().int().nullable(),
  completionYear: z.number().int().nullable(),
  workingHour: z.string().nullable(),
  minContractPeriod: z.number().int().nullable(),
  minContractUnit: z.string().nullable(),
  deposit: z.number().nullable(),
  depositUnit: z.string().nullable(),
  payment: z.number().nullable(),
  paymentUnit: z.string().nullable(),
  vatInclude: z.boolean().nullable(),
  serviceChargeSqm: z.number().nullable(),
  otCharge: z.string().nullable(),
  videoLink: z.string().nullable(),
  description: z.string().nullable(),
  funitures: z.array(z.object({ name: z.string(), isShow: z.boolean() })),
  projectId: z.number().int().nullable(),
  projectSlug: z.string().nullable(),
  projectName: z.string().nullable(),
  longitude: z.number().nullable(),
  latitude: z.number().nullable(),
  propertyType: z.literal(OFFICE),
  isPublished: z.boolean(),
});
export type OfficeDetail = z.infer<typeof officeDetail>;

/** total-unit answers the count of matching listings in `message`. */
export const totalUnit = z.object({ message: z.number().int() });
