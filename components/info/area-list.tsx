import { getTranslations } from '@/lib/i18n/translations';
import { RichText } from '@/components/content/rich-text';
import type { usefulItems } from '@/lib/api/content';
import { groupAreas } from '@/lib/info/areas';
import type { z } from 'zod';
import { SiteImage } from '@/components/ui/site-image';

type Props = { items: z.infer<typeof usefulItems> };

/** The area guide's districts (useful items of category 4) under their city, each with picture, name and description. */
export async function AreaList({ items }: Props) {
  const groups = groupAreas(items);
  if (!groups.length) return null;
  const t = await getTranslations('useful.guide');
  return (
    <section aria-labelledby="areas-title" className="mt-12 border-t border-slate-200 pt-8" data-testid="area-list">
      <h2 id="areas-title" className="text-xl font-bold text-slate-900 sm:text-2xl">
        {t('areasTitle')}
      </h2>
      <p className="mt-1 text-slate-600">{t('areasLead')}</p>
      {groups.map((group) => (
        <section key={group.city} aria-labelledby={`areas-${group.city}`} className="mt-8" data-testid="area-group" data-city={group.city}>
          <h3 id={`areas-${group.city}`} className="text-lg font-bold text-slate-900">
            {t(`cities.${group.city}`)}
          </h3>
          <ul className="mt-4 grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
            {group.items.map((area) => (
              <li key={area.id} className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white" data-testid="area-item">
                {area.image && (
                  <SiteImage file={area.image} sizes="(min-width: 1280px) 20rem, (min-width: 640px) 45vw, calc(100vw - 2rem)" className="aspect-[16/10] w-full bg-slate-100 object-cover" />
                )}
                <div className="p-4">
                  <h4 className="font-semibold text-slate-900">{area.name}</h4>
                  <RichText html={area.description} className="mt-1 text-sm text-slate-700" />
                </div>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </section>
  );
}
