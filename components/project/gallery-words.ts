import 'server-only';
import { getTranslations } from '@/lib/i18n/translations';
import type { GalleryWords } from './gallery-images';

/** The gallery's words for `photos` photos of `name`, and a floor plan after them when `plan`. */
export async function galleryWords(name: string, photos: number, plan: boolean): Promise<GalleryWords> {
  const t = await getTranslations('project.gallery');
  const total = photos + (plan ? 1 : 0);
  const each = (photo: (index: number) => string, floorPlan: string) => Array.from({ length: total }, (_, i) => (i < photos ? photo(i + 1) : floorPlan));
  return {
    label: t('label', { name }),
    alts: each((index) => t('photo', { name, index, total: photos }), t('floorPlanAlt', { name })),
    shows: each((index) => t('show', { index, total: photos }), t('showFloorPlan')),
    counters: Array.from({ length: total }, (_, i) => t('counter', { index: i + 1, total })),
    previous: t('previous'),
    next: t('next'),
    fullScreen: t('fullScreen'),
    viewer: t('viewer', { name }),
    close: t('close'),
    floorPlan: plan ? t('floorPlan') : null,
  };
}
