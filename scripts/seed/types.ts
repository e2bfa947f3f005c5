/**
 * Shapes of the demo content modules under scripts/seed/content/. They mirror the insert types
 * of lib/server/db/schema, with foreign keys replaced by stable references (city codes,
 * district slugs, category slugs) that the seed resolves to ids.
 */
import type * as s from '@/lib/server/db/schema';

type Insert<T extends { $inferInsert: unknown }> = T['$inferInsert'];
type WithoutKeys<T, K extends keyof T> = Omit<T, K | 'id'>;

export type CityCode = 'hanoi' | 'hcm' | 'danang' | 'haiphong';

export type CitySeed = WithoutKeys<Insert<typeof s.cities>, 'mapSvg' | 'defaultDistrictId'> & {
  id: number;
  code: CityCode;
  /** slug of the district used as the city's default location */
  defaultDistrictSlug: string;
};

export type DistrictSeed = WithoutKeys<Insert<typeof s.districts>, 'cityId' | 'position'> & {
  city: CityCode;
  /** rough size of the district on the map, 1 = average */
  weight?: number;
};

export type ProjectSeed = WithoutKeys<
  Insert<typeof s.projects>,
  'cityId' | 'districtId' | 'sortName' | 'position' | 'images' | 'imageActive'
> & {
  city: CityCode;
  district: string; // district slug
  /** how many residences the demo places in this building (0: none) */
  residences: number;
};

export type GeneralInformationSeed = WithoutKeys<Insert<typeof s.generalInformations>, 'position'>;
export type GroupCompanySeed = WithoutKeys<Insert<typeof s.groupCompanies>, 'position'>;
export type HistorySeed = WithoutKeys<Insert<typeof s.companyHistories>, never>;
export type PageSeed = WithoutKeys<Insert<typeof s.pages>, never>;
export type UsefulItemSeed = WithoutKeys<Insert<typeof s.usefulItems>, 'position'>;
export type UsefulTopicSeed = WithoutKeys<Insert<typeof s.usefulTopics>, 'position'> & {
  post: WithoutKeys<Insert<typeof s.usefulPosts>, 'topicId'>;
};
export type OfficeSeed = WithoutKeys<Insert<typeof s.offices>, 'position'>;
export type CustomerSupportSeed = WithoutKeys<Insert<typeof s.customerSupports>, 'cityId'> & { city: CityCode };
export type PartnerSeed = WithoutKeys<Insert<typeof s.partners>, 'position'>;
export type MagazineSeed = WithoutKeys<Insert<typeof s.magazines>, 'position'>;
export type BlogSeed = WithoutKeys<Insert<typeof s.blogs>, 'categoryId' | 'cityCode' | 'postType' | 'thumbnail'> & {
  /** blog category slug; absent for news releases */
  category?: 'news' | 'newly-launched-properties' | 'c-s-statistics' | 'living-in-vietnam';
  /** the city the post is about; absent: every city */
  city?: CityCode;
  postType: 1 | 2;
};
