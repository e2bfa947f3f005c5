import { z } from 'zod';
import { id, idList, imageFile, language, pageIndex, pageSize, paged } from './common';

export const PROJECT_PAGE_SIZES = [9, 18, 27, 36, 45, 60] as const;

export const projectDetailQuery = z.object({ id: id('id'), language });

export const projectListQuery = z.object({
  language,
  cityId: id('cityId').optional(),
  pageIndex: pageIndex(),
  pageSize: pageSize(9),
});

export const homeProjectsQuery = projectListQuery.extend({ pageSize: pageSize(8) });

export const buildingListQuery = z.object({
  language,
  cityId: id('cityId').optional(),
  districtId: idList('districtId', 100).optional(),
  pageIndex: pageIndex(),
  pageSize: pageSize(999, 999),
});

export const projectListItem = z.object({
  id: z.number().int(),
  slug: z.string(),
  projectName: z.string(),
  thumnail: imageFile.nullable(),
  count: z.number().int(),
});
export type ProjectListItem = z.infer<typeof projectListItem>;
export const projectPage = paged(projectListItem);

export const buildingItem = z.object({ id: z.number().int(), projectName: z.string() });
export const buildingPage = paged(buildingItem);

const info = z.string().nullable();
export const projectDetail = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  cityId: z.number().int(),
  cityName: z.string(),
  district: z.string().nullable(),
  street: info,
  description: info,
  images: z.array(imageFile),
  imageActive: imageFile.nullable(),
  developer: info,
  completionYear: z.number().int().nullable(),
  security: info,
  totalUnits: z.number().int().nullable(),
  floors: z.number().int().nullable(),
  bedroom: info,
  unitSize: info,
  pool: info,
  gym: info,
  shoppingCenter: info,
  convenientStore: info,
  playground: info,
  japaneseSchoolBus: info,
  others: info,
  kitchen: info,
  bathtub: info,
  balcony: info,
  centralHeating: info,
  airConditioner: info,
  flooring: info,
  otherApartment: info,
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  propertyCount: z.number().int(),
  seo: z.object({ title: info, metaDescription: info, metaKeywords: info }),
});
export type ProjectDetail = z.infer<typeof projectDetail>;

export const specialListsQuery = z.object({
  language,
  cityId: id('cityId').optional(),
  pageIndex: pageIndex(),
  pageSize: pageSize(6),
});
export const specialQuery = z.object({
  language,
  specialId: id('specialId'),
  pageIndex: pageIndex(),
  pageSize: pageSize(30),
});
export const specialListItem = z.object({ id: z.number().int(), name: z.string(), image: imageFile.nullable() });
export const specialListPage = paged(specialListItem);
export const specialListDetail = specialListItem;
