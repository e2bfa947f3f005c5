import { getTranslations } from '@/lib/i18n/translations';
import type { ProjectDetail } from '@/lib/api/projects';
import { INFO_BOXES, infoRows, type InfoBoxKey, type InfoRow } from './info-boxes';

const ICONS: Record<InfoBoxKey, string> = {
  // A building, a sun lounger's wave, a door: drawn, not copy.
  general: 'M4 21V5a2 2 0 0 1 2-2h8a2 2 0 0 1 2 2v4h2a2 2 0 0 1 2 2v10h-2v-8h-2v8H4Zm4-14v2h2V7H8Zm4 0v2h2V7h-2Zm-4 4v2h2v-2H8Zm4 0v2h2v-2h-2Zm-4 4v2h2v-2H8Zm4 0v2h2v-2h-2Z',
  facilities: 'M2 18c2 0 2-1.5 4-1.5S8 18 10 18s2-1.5 4-1.5 2 1.5 4 1.5 2-1.5 4-1.5V19c-2 0-2 1.5-4 1.5S16 19 14 19s-2 1.5-4 1.5S8 19 6 19s-2 1.5-4 1.5V18Zm5-2V6a3 3 0 0 1 6 0h-2a1 1 0 0 0-2 0v2h4V6a3 3 0 0 1 6 0h-2a1 1 0 0 0-2 0v10h-2v-3H9v3H7Zm2-5h4v-1H9v1Z',
  apartment: 'M5 21V4a1 1 0 0 1 1-1h12a1 1 0 0 1 1 1v17h2v2H3v-2h2Zm2 0h10V5H7v16Zm7-10h2v2h-2v-2Z',
};

/** General, Facilities and Apartment boxes of the project page; empty rows are left out. */
export async function ProjectInfo({ project }: { project: ProjectDetail }) {
  const t = await getTranslations('project');
  const show = (row: InfoRow): string => {
    if (row.field === 'completionYear') return t('values.year', { year: String(row.value) });
    if (row.field === 'totalUnits') return t('values.units', { count: Number(row.value) });
    if (row.field === 'floors') return t('values.floors', { count: Number(row.value) });
    return String(row.value);
  };
  return (
    <div className="grid gap-5 lg:grid-cols-3" data-testid="project-info">
      {(Object.keys(INFO_BOXES) as InfoBoxKey[]).map((box) => {
        const rows = infoRows(project, box);
        return (
          <section key={box} aria-labelledby={`project-${box}`} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm" data-testid={`project-box-${box}`}>
            <h2 id={`project-${box}`} className="flex items-center gap-2 border-b border-slate-200 pb-3 text-lg font-semibold text-slate-900">
              <svg viewBox="0 0 24 24" aria-hidden="true" className="size-5 fill-brand-600">
                <path d={ICONS[box]} />
              </svg>
              {t(`boxes.${box}`)}
            </h2>
            {rows.length ? (
              <dl className="mt-3 divide-y divide-slate-100 text-sm">
                {rows.map((row) => (
                  <div key={row.field} className="grid grid-cols-[minmax(7rem,40%)_1fr] gap-3 py-2">
                    <dt className="text-slate-500">{t(`fields.${row.field}`)}</dt>
                    <dd className="whitespace-pre-line text-slate-800">{show(row)}</dd>
                  </div>
                ))}
              </dl>
            ) : (
              <p className="mt-3 text-sm text-slate-500">{t('boxes.empty')}</p>
            )}
          </section>
        );
      })}
    </div>
  );
}
