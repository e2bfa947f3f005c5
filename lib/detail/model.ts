import type { Lang } from '@/lib/api/lang';
import type { CityOffice } from '@/lib/server/pages/city-office';
import type { PropertyCard as Card } from '@/lib/api/properties';
import type { NearbyPlace } from '@/lib/api/places';
import type { FormGuard } from '@/lib/forms/guard';
import type { CurrencyView } from '@/lib/format/currency';
import type { Crumb, ListingLdInput } from './json-ld';

/** One line of a listing's summary box. */
export type SummaryRow = { key: string; label: string; value: string };

export type DetailModel = {
  kind: 'residence' | 'office';
  id: number;
  cityId: number;
  name: string;
  code: string;
  /** Price line as shown (`$1,200 /month`), and what it is (rent or unit price). */
  priceLabel: string;
  price: string;
  priceUnit: string;
  /** The price in USD as numbers, for its approximate yen or dong. */
  priceUsd: { min: number; max: number | null };
  updated: string;
  images: readonly string[];
  /** The floor plan's file (shown after the photos), or null. */
  floorPlan: string | null;
  rows: readonly SummaryRow[];
  videoLink: string | null;
  description: string | null;
  services: readonly string[];
  /** Residences: interior and building facilities; offices: one list of facilities and services. */
  facilityGroups: readonly { key: string; title: string; items: readonly string[] }[];
  project: { name: string; href: string } | null;
  latitude: number | null;
  longitude: number | null;
  address: string;
  /** The nearest published place of each kind within 30 km (none without coordinates). */
  nearby: readonly NearbyPlace[];
  similar: readonly Card[];
  preview: boolean;
};

/** Everything the detail page shows, read on the server for the route. */
export type DetailPageData = {
  lang: Lang;
  model: DetailModel;
  /** Home › list › detail, as links for the page and absolute URLs for the JSON-LD. */
  trail: { label: string; href?: string }[];
  ld: { listing: ListingLdInput; crumbs: Crumb[] };
  /** `/en/residence/detail` and the `?last` / `?hot` the visitor came with. */
  stepsBase: string;
  stepsSuffix: string;
  /** The contact form's token of this request. */
  guard: FormGuard;
  /** The visitor's approximate currency and its rate, or null for USD only. */
  view: CurrencyView | null;
  /** The listing's city office (its phone and chat apps, and its own support strip), or null without one. */
  office: CityOffice | null;
};
