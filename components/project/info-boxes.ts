import type { ProjectDetail } from '@/lib/api/projects';

/** The three boxes of the project page and their rows, in the order the page shows them. */
export const INFO_BOXES = {
  general: ['developer', 'completionYear', 'security', 'totalUnits', 'floors', 'bedroom', 'unitSize'],
  facilities: ['pool', 'gym', 'shoppingCenter', 'convenientStore', 'playground', 'japaneseSchoolBus', 'others'],
  apartment: ['kitchen', 'bathtub', 'balcony', 'centralHeating', 'airConditioner', 'flooring', 'otherApartment'],
} as const satisfies Record<string, readonly (keyof ProjectDetail)[]>;

export type InfoBoxKey = keyof typeof INFO_BOXES;
export type InfoField = (typeof INFO_BOXES)[InfoBoxKey][number];
export type InfoRow = { field: InfoField; value: string | number };

/** A box's rows that have something to say: empty texts and missing numbers are left out. */
export function infoRows(project: Pick<ProjectDetail, InfoField>, box: InfoBoxKey): InfoRow[] {
  return INFO_BOXES[box].flatMap((field): InfoRow[] => {
    const value = project[field];
    if (value === null || value === undefined) return [];
    if (typeof value === 'string') return value.trim() ? [{ field, value: value.trim() }] : [];
    return Number.isFinite(value) ? [{ field, value }] : [];
  });
}
