import { z } from 'zod';
import { decimal, id, imageFile, language } from './common';

export const citiesQuery = z.object({ language });
export const city = z.object({
  cityId: z.number().int(),
  code: z.string(),
  cityName: z.string(),
  mapSVG: z.string(),
  defaultLocationId: z.number().int().nullable(),
  defaultLocationName: z.string().nullable(),
  blogCode: z.number().int(),
});
export type City = z.infer<typeof city>;
export const cities = z.array(city);

export const locationQuery = z.object({
  language,
  lon: decimal('lon', -180, 180).optional(),
  lat: decimal('lat', -90, 90).optional(),
});
/** The city nearest to the given coordinates, or the server default without them. */
export const defaultLocation = z.object({
  cityId: z.number().int(),
  code: z.string(),
  cityName: z.string(),
  defaultLocationId: z.number().int().nullable(),
  defaultLocationName: z.string().nullable(),
});

export const districtsQuery = z.object({ language, cityId: id('cityId') });
export const district = z.object({ id: z.number().int(), slug: z.string(), districtName: z.string(), cityId: z.number().int() });
export const districts = z.array(district);

const option = z.object({ id: z.number().int(), name: z.string() });
const keyed = z.object({ key: z.string(), name: z.string() });
export const filters = z.object({
  bedrooms: z.array(option),
  sizes: z.array(option),
  types: z.array(option),
  officeTypes: z.array(option),
  buildingFacilities: z.array(option),
  interiorFacilities: z.array(option),
  owner: z.object({
    bathrooms: z.array(keyed),
    bedrooms: z.array(keyed),
    propertyTypes: z.array(keyed),
    cities: z.array(z.object({ cityId: z.number().int(), cityName: z.string() })),
  }),
});
export type Filters = z.infer<typeof filters>;

export const rangeSetting = z.object({
  residencePriceMin: z.number(),
  residencePriceMax: z.number(),
  stepResidencePrice: z.number(),
  officePriceMin: z.number(),
  officePriceMax: z.number(),
  stepOfficePrice: z.number(),
  officeBudgetMin: z.number(),
  officeBudgetMax: z.number(),
  stepOfficeBudget: z.number(),
  officeSizeMin: z.number(),
  officeSizeMax: z.number(),
  stepOfficeSize: z.number(),
});
export type RangeSetting = z.infer<typeof rangeSetting>;

/** Default slider bounds; the stored range settings override them. */
export const DEFAULT_RANGES: RangeSetting = {
  residencePriceMin: 0,
  residencePriceMax: 5000,
  stepResidencePrice: 50,
  officePriceMin: 0,
  officePriceMax: 100,
  stepOfficePrice: 1,
  officeBudgetMin: 0,
  officeBudgetMax: 30000,
  stepOfficeBudget: 500,
  officeSizeMin: 0,
  officeSizeMax: 3000,
  stepOfficeSize: 10,
};

export const bannersQuery = z.object({ language, cityId: id('cityId').optional() });
export const banner = z.object({
  id: z.number().int(),
  name: z.enum(['OFFICE', 'RESIDENCE']),
  imageUrl: z.string(),
  title: z.string().nullable(),
});
export const banners = z.array(banner);

export const partnersQuery = z.object({ language, categorySlug: z.string().optional() });
export const partner = z.object({ id: z.number().int(), name: z.string(), image: imageFile, url: z.string().nullable() });
export const partners = z.array(partner);

export const customerSupportQuery = z.object({ language, cityId: id('cityId').optional() });
export const customerSupport = z.object({
  cityId: z.number().int(),
  phone1: z.string(),
  phone2: z.string().nullable(),
  emailSupport1: z.string(),
  emailSupport2: z.string().nullable(),
});

export const magazine = z.object({
  id: z.number().int(),
  key: z.string(),
  title: z.string(),
  year: z.number().int().nullable(),
  url: z.string(),
});
export const magazines = z.array(magazine);

export const officeBlock = z.object({
  id: z.number().int(),
  name: z.string(),
  address: z.string(),
  phone: z.string(),
  email: z.string(),
});
export const officeBlocks = z.array(officeBlock);
export const contactMarker = officeBlock.extend({ lat: z.number(), lng: z.number() });
export const contactMarkers = z.array(contactMarker);
