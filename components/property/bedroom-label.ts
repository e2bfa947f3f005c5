import { bedroomRange } from '@/lib/format';

type CardT = (key: 'studio' | 'bedrooms' | 'bedroomRange', values?: Record<string, string | number>) => string;

/** '2 bedrooms', 'Studio ~ 2 bedrooms', 'Studio' for 0 or empty, with the `card` messages. */
export function bedroomLabel(t: CardT, min: number | null, max: number | null): string {
  const beds = bedroomRange(min, max);
  if (beds.studio && !beds.max) return t('studio');
  if (beds.max) return t('bedroomRange', { min: beds.studio ? t('studio') : beds.min, max: beds.max });
  return t('bedrooms', { min: beds.min });
}
