/**
 * Deterministic generator of demo residences and offices. Listings are spread over the cities and
 * districts with expat-weighted odds, priced and sized like the real market, and described in
 * English and Japanese from the phrase pools of content/listing-texts.ts.
 */
import type * as schema from '@/lib/server/db/schema';
import { searchColumns } from '@/lib/server/properties/search-columns';
import { BEDROOM_OPTIONS, BUILDING_FACILITIES, INTERIOR_FACILITIES, OFFICE_EQUIPMENT, OFFICE_TYPES, RESIDENCE_TYPES, SIZE_OPTIONS } from './content/reference';
import * as T from './content/listing-texts';
import { coverOf, MEDIA } from './media-names';
import { planFile, planLayoutOf, PLAN_VARIANTS } from './media-plans';
import { Random, slugify } from './random';
import type { CityCode } from './types';

export type ListingInsert = typeof schema.properties.$inferInsert;
export type Listing = {
  property: ListingInsert & { id: number };
  texts: Omit<typeof schema.propertyTexts.$inferInsert, 'propertyId'>;
  facilities: { facilityId: number; isShow: boolean }[];
};

export type GeoContext = {
  cities: { id: number; code: CityCode; nameEn: string; nameJa: string }[];
  districts: { id: number; cityId: number; slug: string; nameEn: string; nameJa: string; searchNames?: string | null; latitude: number; longitude: number }[];
  projects: {
    id: number;
    cityId: number;
    districtId: number | null;
    nameEn: string;
    nameJa: string;
    latitude: number | null;
    longitude: number | null;
    completionYear: number | null;
    residences: number;
  }[];
};

/** The demo's "today": listing dates are spread over the 540 days before it. */
const TODAY = Date.UTC(2026, 10, 20);
const CITY_SHARE: Record<CityCode, { residences: number; offices: number; price: number; prefix: string }> = {
  hanoi: { residences: 40, offices: 42, price: 1, prefix: 'HN' },
  hcm: { residences: 38, offices: 40, price: 1.12, prefix: 'HC' },
  danang: { residences: 13, offices: 10, price: 0.72, prefix: 'DN' },
  haiphong: { residences: 9, offices: 8, price: 0.62, prefix: 'HP' },
};
/** Districts where expatriates live (residences) and work (offices); others weigh 1. */
const HOME_WEIGHT: Record<string, number> = {
  'tay-ho': 6, 'ba-dinh': 3, 'hoan-kiem': 2, 'cau-giay': 2, 'nam-tu-liem': 2, 'long-bien': 1.5,
  'quan-1': 4, 'thao-dien': 6, 'an-phu': 3, 'quan-7': 4, 'binh-thanh': 3, 'quan-3': 2,
  'son-tra': 3, 'hai-chau': 3, 'ngu-hanh-son': 2, 'ngo-quyen': 3, 'le-chan': 2, 'hai-an': 2,
};
const WORK_WEIGHT: Record<string, number> = {
  'hoan-kiem': 3, 'ba-dinh': 3, 'cau-giay': 3, 'dong-da': 2, 'hai-ba-trung': 2, 'nam-tu-liem': 2,
  'quan-1': 6, 'quan-3': 2, 'binh-thanh': 2, 'quan-7': 2, 'phu-nhuan': 1.5, 'tan-binh': 1.5,
  'hai-chau': 4, 'ngo-quyen': 3, 'le-chan': 1.5,
};
/** Monthly rent in USD by bedroom count (studio first), before the city factor. */
const RENT: [number, number][] = [[420, 800], [550, 1200], [850, 2000], [1300, 3200], [2000, 5200]];
const SIZE: [number, number][] = [[28, 45], [42, 72], [68, 115], [100, 165], [150, 260]];
const BEDS_EN = ['studio', '1-bedroom', '2-bedroom', '3-bedroom', '4-bedroom', '5-bedroom'];
const BEDS_JA = ['スタジオ', '1ベッドルーム', '2ベッドルーム', '3ベッドルーム', '4ベッドルーム', '5ベッドルーム'];
const OPTIONS = { bedrooms: BEDROOM_OPTIONS, sizes: SIZE_OPTIONS };

const fill = (template: string, vars: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (_, key: string) => String(vars[key] ?? `{${key}}`));
const ordinal = (n: number) => `${n}${n % 10 === 1 && n % 100 !== 11 ? 'st' : n % 10 === 2 && n % 100 !== 12 ? 'nd' : n % 10 === 3 && n % 100 !== 13 ? 'rd' : 'th'}`;
const round = (value: number, step: number) => Math.max(step, Math.round(value / step) * step);
const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** One phrase from each pool, joined into paragraphs; `ja` overrides values for the Japanese text. */
/**
 * The demo has no listing videos: the agency has none of its own to show, and a third party's
 * video is not ours to embed (a review found an unrelated music video). The draws are still made,
 * so every other generated value stays as it was.
 */
function noVideo(_drawn: string | false): null {
  return null;
}

/**
 * When a tenant can move in: most listings now (no date, or a day already past, which reads the
 * same), about one in five from a day one to five months after the demo's today. Drawn from a
 * stream of its own, keyed by the listing's code, so every other generated value stays as it was.
 */
export function availableFromOf(code: string): string | null {
  const random = new Random(`available-from:${code}`);
  const roll = random.next();
  if (roll < 0.2) return isoDate(TODAY + random.int(30, 150) * 86_400_000);
  if (roll < 0.35) return isoDate(TODAY - random.int(3, 90) * 86_400_000);
  return null;
}

/** The furnishing filter's code of a furnishing text: 2 fully, 1 partly, 0 unfurnished. */
const FURNISHED_CODE: Record<string, number> = { 'Fully furnished': 2, 'Partly furnished': 1, Unfurnished: 0 };

/**
 * Whether pets are allowed: about three houses or villas in ten, one apartment in seven, one
 * serviced apartment in thirty. A stream of its own keyed by the code, as availableFromOf.
 */
export function petsAllowedOf(code: string, typeKey: string): boolean {
  const share = typeKey === 'house' || typeKey === 'villa' ? 0.3 : typeKey === 'serviced-apartment' ? 0.033 : 0.15;
  return new Random(`pets-allowed:${code}`).next() < share;
}

function paragraphs(random: Random, pools: T.Pair[][], vars: Record<string, string | number>, ja: Record<string, string | number>) {
  const chosen = pools.map((pool) => random.pick(pool));
  return {
    en: chosen.map((p) => fill(p.en, vars)).join('\n\n'),
    ja: chosen.map((p) => fill(p.ja, { ...vars, ...ja })).join('\n\n'),
  };
}

function pickWeighted<T extends { slug: string }>(random: Random, items: T[], weights: Record<string, number>): T {
  return items[random.weighted(items.map((d) => weights[d.slug] ?? 1))];
}

function pickCity(random: Random, ctx: GeoContext, kind: 'residences' | 'offices') {
  return ctx.cities[random.weighted(ctx.cities.map((c) => CITY_SHARE[c.code][kind]))];
}

function facilityLinks(random: Random, pool: readonly { id: number }[], min: number, max: number, hiddenShare: number) {
  return random.sample(pool, random.int(min, max)).map((f) => ({ facilityId: f.id, isShow: !random.chance(hiddenShare) }));
}

/** Listings with a floor plan: most, as at an agency (a few owners never sent one). */
export const FLOOR_PLAN_SHARE = 0.85;

/**
 * A listing's floor plan: one of its layout's drawings, or null for the few without. Drawn from a
 * stream of its own (seeded by the listing's code), so the listings' other values stay as they were.
 */
export function floorPlanOf(code: string, listing: Parameters<typeof planLayoutOf>[0]): string | null {
  const random = new Random(`floor-plan/${code}`);
  return random.chance(FLOOR_PLAN_SHARE) ? planFile(planLayoutOf(listing), random.int(0, PLAN_VARIANTS - 1)) : null;
}

function residence(id: number, random: Random, ctx: GeoContext, inProjectShare: number): Listing {
  const project = random.chance(inProjectShare) ? ctx.projects[random.weighted(ctx.projects.map((p) => p.residences))] : undefined;
  const city = project ? ctx.cities.find((c) => c.id === project.cityId)! : pickCity(random, ctx, 'residences');
  const cityDistricts = ctx.districts.filter((d) => d.cityId === city.id);
  const district = (project && ctx.districts.find((d) => d.id === project.districtId)) || pickWeighted(random, cityDistricts, HOME_WEIGHT);
  const type = project
    ? RESIDENCE_TYPES[random.chance(0.55) ? 0 : 1]
    : RESIDENCE_TYPES[random.weighted([3, 3, 2, 1.5])];
  const serviced = type.key === 'serviced-apartment';
  const standalone = type.key === 'house' || type.key === 'villa';
  const bedrooms = standalone ? random.int(3, 5) : random.weighted([1.2, 3, 3.5, 2, 0.6]);
  const band = Math.min(bedrooms, 4);
  const factor = CITY_SHARE[city.code].price * (serviced ? 1.2 : 1) * (type.key === 'villa' ? 1.5 : 1);
  const price = round(random.int(RENT[band][0], RENT[band][1]) * factor, 50);
  const ranged = serviced && random.chance(0.45);
  const size = random.int(SIZE[band][0], SIZE[band][1]) + (standalone ? random.int(60, 200) : 0);
  const bedroomMax = ranged && bedrooms < 4 ? bedrooms + random.int(1, 2) : null;
  const feature = random.pick(T.FEATURES);
  const services = serviced ? 'serviced' : standalone ? 'house' : 'apartment';
  const floor = standalone ? random.int(1, 3) : random.int(2, 32);
  const nameEn = project
    ? `${project.nameEn} – ${feature.en} ${BEDS_EN[bedrooms]} ${type.nameEn.toLowerCase()}`
    : `${feature.en} ${BEDS_EN[bedrooms]} ${type.nameEn.toLowerCase()} in ${district.nameEn}`;
  const nameJa = project
    ? `${project.nameJa} ${feature.ja}${BEDS_JA[bedrooms]}`
    : `${district.nameJa}の${feature.ja}${BEDS_JA[bedrooms]}の${type.nameJa}`;
  const vars = {
    feature: feature.en.toLowerCase(),
    featureJa: feature.ja,
    beds: BEDS_EN[bedrooms],
    bedsJa: BEDS_JA[bedrooms],
    type: type.nameEn.toLowerCase(),
    typeJa: type.nameJa,
    size,
    floor: ordinal(floor),
    district: district.nameEn,
    districtJa: district.nameJa,
    city: city.nameEn,
    cityJa: city.nameJa,
    minutes: random.int(10, 35),
    services: T.SERVICES[services].en,
    servicesJa: T.SERVICES[services].ja,
  };
  const view = random.pick(T.VIEWS);
  const description = paragraphs(random, [T.UNIT_PARAGRAPHS, T.AREA_PARAGRAPHS, T.TERMS_PARAGRAPHS], { ...vars, view: view.en }, { floor, view: view.ja });
  const images = random.sample(MEDIA.interior, random.int(5, 8));
  if (standalone || random.chance(0.3)) images.unshift(random.pick(MEDIA.building));
  const facilities = [
    ...facilityLinks(random, BUILDING_FACILITIES, standalone ? 2 : 4, standalone ? 5 : 10, 0.1),
    ...facilityLinks(random, INTERIOR_FACILITIES, 6, 13, 0),
  ];
  const furnishing = serviced ? T.FURNISHING[0] : random.pick(T.FURNISHING);
  const lat = (project?.latitude ?? district.latitude) + (project ? 0 : (random.next() - 0.5) * 0.02);
  const lon = (project?.longitude ?? district.longitude) + (project ? 0 : (random.next() - 0.5) * 0.02);
  const code = `${CITY_SHARE[city.code].prefix}R${String(id).padStart(6, '0')}`;
  const sizeMax = ranged ? size + random.int(20, 80) : null;
  return {
    property: {
      id,
      code,
      category: 0,
      slug: slugify(nameEn),
      nameEn,
      nameJa,
      cityId: city.id,
      districtId: district.id,
      projectId: project?.id ?? null,
      typeId: type.id,
      leasePriceMin: price,
      leasePriceMax: ranged ? round(price * (1.15 + random.next() * 0.6), 50) : null,
      sizeMin: size,
      sizeMax,
      bedroomMin: bedrooms,
      bedroomMax,
      bathroomMin: Math.max(1, bedrooms === 0 ? 1 : bedrooms - random.int(0, 1)),
      bathroomMax: bedroomMax ? Math.max(1, bedroomMax) : null,
      furnishingEn: furnishing.en,
      furnishingJa: furnishing.ja,
      furnished: FURNISHED_CODE[furnishing.en],
      petsAllowed: petsAllowedOf(code, type.key),
      totalUnit: serviced ? random.int(18, 140) : null,
      completionYear: project?.completionYear ?? random.int(2004, 2024),
      images,
      floorPlan: floorPlanOf(code, { category: 0, bedroomMin: bedrooms, standalone }),
      videoLink: noVideo(random.chance(0.12) && random.pick(T.VIDEO_LINKS)),
      latitude: Number(lat.toFixed(6)),
      longitude: Number(lon.toFixed(6)),
      isLatest: random.chance(0.3),
      isHot: random.chance(0.18),
      isPublished: !random.chance(0.015),
      lastUpdateDate: isoDate(TODAY - random.int(0, 540) * 86_400_000),
      availableFrom: availableFromOf(code),
      ...searchColumns(
        {
          code,
          names: [nameEn, nameJa, district.nameEn, district.nameJa, district.searchNames, project?.nameEn, project?.nameJa],
          bedroomMin: bedrooms,
          bedroomMax,
          sizeMin: size,
          sizeMax,
          facilityIds: facilities.map((f) => f.facilityId),
        },
        OPTIONS,
      ),
    },
    texts: {
      descriptionEn: description.en,
      descriptionJa: description.ja,
      includeServicesEn: T.SERVICE_LINES[services].en,
      includeServicesJa: T.SERVICE_LINES[services].ja,
    },
    facilities,
  };
}

function office(id: number, random: Random, ctx: GeoContext): Listing {
  const city = pickCity(random, ctx, 'offices');
  const district = pickWeighted(random, ctx.districts.filter((d) => d.cityId === city.id), WORK_WEIGHT);
  const type = OFFICE_TYPES[random.weighted([6, 2.5, 1])];
  const first = random.pick(T.OFFICE_NAME_PARTS.first);
  const second = random.pick(T.OFFICE_NAME_PARTS.second);
  const tower = { en: `${first.en} ${second.en}`, ja: `${first.ja}${second.ja}` };
  const grade = random.pick(['A', 'A', 'B', 'B', 'C']);
  const factor = CITY_SHARE[city.code].price * (grade === 'A' ? 1.5 : grade === 'B' ? 1 : 0.7) * (type.key === 'office' ? 1 : 1.6);
  const price = Math.max(6, Math.min(95, Math.round(random.int(12, 32) * factor)));
  const size = type.key === 'coworking' ? random.int(8, 40) : type.key === 'serviced-office' ? random.int(15, 120) : round(random.int(40, 1500), 10);
  const ranged = type.key === 'office' && random.chance(0.35);
  const sizeMax = ranged ? size + round(random.int(50, 600), 10) : null;
  const storey = random.int(9, 42);
  const floor = random.int(2, storey);
  const serviceCharge = Number((random.int(25, 80) / 10).toFixed(1));
  const vars = {
    size,
    floor: ordinal(floor),
    tower: tower.en,
    towerJa: tower.ja,
    grade,
    district: district.nameEn,
    districtJa: district.nameJa,
    type: type.nameEn.toLowerCase(),
    typeJa: type.nameJa,
    storey,
    serviceCharge,
  };
  const text = paragraphs(random, T.OFFICE_PARAGRAPHS, vars, { floor });
  const nameEn = `${tower.en} – ${size} m² ${type.nameEn.toLowerCase()}, ${ordinal(floor)} floor`;
  const nameJa = `${tower.ja} ${floor}階 ${size}m²の${type.nameJa}`;
  const facilities = facilityLinks(random, OFFICE_EQUIPMENT, 4, 9, 0.1);
  const hours = random.pick(T.WORKING_HOURS);
  const ot = random.pick(T.OT_CHARGES);
  const contractYears = random.chance(0.6);
  const code = `${CITY_SHARE[city.code].prefix}O${String(id).padStart(6, '0')}`;
  return {
    property: {
      id,
      code,
      category: 2,
      slug: slugify(nameEn),
      nameEn,
      nameJa,
      cityId: city.id,
      districtId: district.id,
      projectId: null,
      typeId: type.id,
      leasePriceMin: price,
      leasePriceMax: ranged ? price + random.int(2, 8) : null,
      budgetMin: price * size,
      sizeMin: size,
      sizeMax,
      completionYear: random.int(1998, 2024),
      images: random.sample(MEDIA.office, random.int(4, 7)),
      floorPlan: floorPlanOf(code, { category: 2 }),
      videoLink: noVideo(random.chance(0.08) && random.pick(T.VIDEO_LINKS)),
      latitude: Number((district.latitude + (random.next() - 0.5) * 0.015).toFixed(6)),
      longitude: Number((district.longitude + (random.next() - 0.5) * 0.015).toFixed(6)),
      isLatest: random.chance(0.4),
      isHot: random.chance(0.3),
      isPublished: !random.chance(0.015),
      lastUpdateDate: isoDate(TODAY - random.int(0, 540) * 86_400_000),
      availableFrom: availableFromOf(code),
      floorArea: round(random.int(400, 2200), 10),
      storey,
      workingHourEn: hours.en,
      workingHourJa: hours.ja,
      minContractPeriod: contractYears ? random.int(1, 3) : random.pick([6, 12]),
      minContractUnitEn: contractYears ? T.UNITS.year.en : T.UNITS.month.en,
      minContractUnitJa: contractYears ? T.UNITS.year.ja : T.UNITS.month.ja,
      deposit: random.pick([2, 3, 3, 6]),
      depositUnitEn: T.UNITS.deposit.en,
      depositUnitJa: T.UNITS.deposit.ja,
      payment: random.pick([1, 3, 3, 6]),
      paymentUnitEn: T.UNITS.payment.en,
      paymentUnitJa: T.UNITS.payment.ja,
      vatInclude: random.chance(0.25),
      serviceChargeSqm: serviceCharge,
      otChargeEn: ot.en,
      otChargeJa: ot.ja,
      ...searchColumns(
        {
          code,
          names: [nameEn, nameJa, district.nameEn, district.nameJa, district.searchNames],
          bedroomMin: null,
          bedroomMax: null,
          sizeMin: size,
          sizeMax,
          facilityIds: facilities.map((f) => f.facilityId),
        },
        OPTIONS,
      ),
    },
    texts: { descriptionEn: text.en, descriptionJa: text.ja },
    facilities,
  };
}

/**
 * Yields `residences` residences then `offices` offices, with ids 1, 2, 3… in that order.
 * At the demo size about 60% of residences sit in the projects (in proportion to each project's
 * `residences`); the share stays the same at any scale.
 */
export function* generateListings(ctx: GeoContext, counts: { residences: number; offices: number }, seed = 20261122): Generator<Listing> {
  const random = new Random(seed);
  const placed = ctx.projects.reduce((sum, p) => sum + p.residences, 0);
  const inProjectShare = Math.min(0.8, placed / 430);
  let id = 0;
  // Each listing opens with a cover of its own, then the shared room and building pictures.
  const covered = (listing: Listing, cover: string): Listing => ({ ...listing, property: { ...listing.property, images: [cover, ...(listing.property.images ?? [])] } });
  for (let i = 0; i < counts.residences; i++) yield covered(residence(++id, random, ctx, inProjectShare), coverOf('residence', i));
  for (let i = 0; i < counts.offices; i++) yield covered(office(++id, random, ctx), coverOf('office', i));
}
