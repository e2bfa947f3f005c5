/**
 * The names of every demo media file. The seed's rows refer to these names; scripts/seed/media.ts
 * generates the files themselves (under MEDIA_DIR/images and MEDIA_DIR/files) at seed time.
 * Every image exists as `{base}.jpg` (1280 px wide) plus the variants of IMAGE_VARIANTS.
 */
import { IMAGE_WIDTHS } from '@/lib/format';
import { PLAN_FILES } from './media-plans';

const numbered = (prefix: string, count: number, ext = 'jpg') =>
  Array.from({ length: count }, (_, i) => `${prefix}-${String(i + 1).padStart(2, '0')}.${ext}`);

/** The demo's listings (scripts/seed/seed.ts DEMO_COUNTS): each has a cover of its own. */
export const DEMO_LISTINGS = { residences: 430, offices: 160 } as const;

/** The cover of the `index`-th (0-based) generated residence or office; a larger seed reuses them in turn. */
export function coverOf(kind: 'residence' | 'office', index: number): string {
  const count = kind === 'residence' ? DEMO_LISTINGS.residences : DEMO_LISTINGS.offices;
  return `cover-${kind === 'residence' ? 'home' : 'office'}-${String((index % count) + 1).padStart(3, '0')}.jpg`;
}

export const IMAGE_WIDTH = 1280;
/** Extra renditions written beside each `{base}.jpg`: `{base}-w{width}.{format}`. */
export const IMAGE_VARIANTS = [...IMAGE_WIDTHS].reverse().map((width) => ({ width, format: 'webp' as const }));

export const MEDIA = {
  /** Rooms of residences: living rooms, bedrooms, kitchens, bathrooms, balconies with a view. */
  interior: numbered('interior', 48),
  /** Residential buildings and towers (project photos). */
  building: numbered('building', 30),
  /** Offices: floors, meeting rooms, lobbies, office towers. */
  office: numbered('office', 24),
  /** Home search banners, wide (1920×640): a residence and an office banner per city. */
  banner: [
    'banner-residence-hanoi.jpg',
    'banner-residence-hcm.jpg',
    'banner-residence-danang.jpg',
    'banner-residence-haiphong.jpg',
    'banner-office-hanoi.jpg',
    'banner-office-hcm.jpg',
    'banner-office-danang.jpg',
    'banner-office-haiphong.jpg',
  ],
  /** Blog and news thumbnails (city scenes, food, streets, documents, charts…). */
  blog: numbered('blog', 24),
  /** Staff portraits for the team carousel (illustrated, not real people). */
  team: numbered('team', 8),
  /** The representative's portrait (message from the representative). */
  representative: ['representative.jpg'],
  /** Company pages: office interior, reception, signing a lease, city skyline… */
  company: numbered('company', 6),
  /** Useful-information topic and area images. */
  topic: numbered('topic', 10),
  /** Special-list covers. */
  special: numbered('special', 8),
  /**
   * Listing covers, one per demo listing (a real agency's listings never share a cover):
   * rooms and buildings for residences, offices and towers for offices.
   */
  cover: [
    ...Array.from({ length: DEMO_LISTINGS.residences }, (_, i) => coverOf('residence', i)),
    ...Array.from({ length: DEMO_LISTINGS.offices }, (_, i) => coverOf('office', i)),
  ],
  /** Floor plans (間取り図), a few drawings per layout: studio, 1-4 bedrooms, house, office floor (media-plans.ts). */
  plan: PLAN_FILES,
  /** Partner logos (PNG, transparent, 400×200). */
  partner: numbered('partner', 10, 'png'),
} as const;

/** Magazine PDFs under MEDIA_DIR/files, served at /files/{name}. */
export const MAGAZINES = [
  { key: 'danang-map', year: null, en: 'magazine-danang-map-en.pdf', ja: 'magazine-danang-map-ja.pdf' },
  { key: 'haiphong-map', year: null, en: 'magazine-haiphong-map-en.pdf', ja: 'magazine-haiphong-map-ja.pdf' },
  { key: 'yearly-2022', year: 2022, en: 'magazine-2022-en.pdf', ja: 'magazine-2022-ja.pdf' },
  { key: 'yearly-2023', year: 2023, en: 'magazine-2023-en.pdf', ja: 'magazine-2023-ja.pdf' },
  { key: 'yearly-2024', year: 2024, en: 'magazine-2024-en.pdf', ja: 'magazine-2024-ja.pdf' },
  { key: 'yearly-2025', year: 2025, en: 'magazine-2025-en.pdf', ja: 'magazine-2025-ja.pdf' },
] as const;
