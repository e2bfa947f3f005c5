/**
 * The area list (useful items of category 4) in its two city groups, as the agency enters them:
 * the first six are Hanoi districts, the next five Ho Chi Minh City ones. Anything past the
 * eleventh is not shown, and an empty group is left out.
 */
export const HANOI_AREAS = { start: 0, end: 6 } as const;
export const HCM_AREAS = { start: 6, end: 11 } as const;

export type AreaGroup<T> = { city: 'hanoi' | 'hcm'; items: T[] };

export function groupAreas<T>(items: readonly T[]): AreaGroup<T>[] {
  const groups: AreaGroup<T>[] = [
    { city: 'hanoi', items: items.slice(HANOI_AREAS.start, HANOI_AREAS.end) },
    { city: 'hcm', items: items.slice(HCM_AREAS.start, HCM_AREAS.end) },
  ];
  return groups.filter((g) => g.items.length > 0);
}
