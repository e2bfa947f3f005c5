import type { Metadata } from 'next';
import Link from 'next/link';
import { NoticeFromQuery } from '@/components/admin/content/notice-from-query';
import { FilterBar } from '@/components/admin/filter-bar';
import { PageHeading, buttonClass, tableClass } from '@/components/admin/ui';
import { PLACE_KINDS } from '@/lib/api/place-kinds';
import { adminLanguage, adminMessages, adminTranslator } from '@/lib/admin/i18n';
import { cityChoices } from '@/lib/server/content-admin/choices';
import { listAdminPlaces, osmLink, placeFilter } from '@/lib/server/content-admin/places';
import { getDb } from '@/lib/server/db/client';
import { requireStaff } from '@/lib/server/staff/session';
import { publishPlaceAction } from './actions';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await adminTranslator('places'))('title') };
}

const badge = 'inline-block rounded px-1.5 py-0.5 text-xs font-semibold';

export default async function PlaceListPage({ searchParams }: Props) {
  await requireStaff('content', '/admin/places');
  const t = await adminTranslator('places');
  const lang = await adminLanguage();
  const query = await searchParams;
  const filter = placeFilter(query);
  const db = await getDb();
  const [rows, cities, messages] = await Promise.all([listAdminPlaces(db, filter), cityChoices(db), adminMessages('places')]);
  const here = new URLSearchParams();
  if (filter.cityId) here.set('city', String(filter.cityId));
  if (filter.kind) here.set('kind', filter.kind);
  const returnTo = here.size > 0 ? `/admin/places?${here}` : '/admin/places';
  return (
    <>
      <PageHeading title={t('title')} lead={t('lead')}>
        <Link href={filter.cityId ? `/admin/places/new?city=${filter.cityId}` : '/admin/places/new'} className={buttonClass}>
          {t('new')}
        </Link>
      </PageHeading>
      <NoticeFromQuery notice={query.notice} words={messages.notices} />
      <FilterBar
        action="/admin/places"
        idPrefix="places"
        words={{ legend: t('filters.legend'), apply: t('filters.apply'), reset: t('filters.clear') }}
        fields={[
          { type: 'select', name: 'city', label: t('filters.city'), value: filter.cityId ? String(filter.cityId) : '', options: [['', t('filters.cityAll')], ...cities.map((c) => [String(c.id), lang === 'ja' ? c.nameJa : c.nameEn] as const)] },
          { type: 'select', name: 'kind', label: t('filters.kind'), value: filter.kind ?? '', options: [['', t('filters.kindAll')], ...PLACE_KINDS.map((k) => [k, t(`kinds.${k}`)] as const)] },
        ]}
      />
      {/* On a phone each place is a card (admin.css `.admin-cards`): nothing scrolls sideways. */}
      <div className="rounded border border-slate-200 bg-white md:overflow-x-auto">
        <table className={`${tableClass} admin-cards`}>
          <caption className="px-3 py-2 text-left text-sm text-slate-700">{t('table.caption', { total: rows.length })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('table.name')}</th>
              <th scope="col">{t('table.city')}</th>
              <th scope="col">{t('table.kind')}</th>
              <th scope="col">{t('table.coordinates')}</th>
              <th scope="col">{t('table.position')}</th>
              <th scope="col">{t('table.status')}</th>
              <th scope="col">{t('table.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 && (
              <tr>
                <td colSpan={7}>{t('table.none')}</td>
              </tr>
            )}
            {rows.map((p) => {
              const name = lang === 'ja' ? p.nameJa : p.nameEn;
              return (
                <tr key={p.id} data-testid="place-row">
                  <th scope="row" className="font-normal">
                    <Link href={`/admin/places/${p.id}`} className="font-semibold text-teal-800 underline-offset-2 hover:underline" aria-label={t('table.editNamed', { name: p.nameEn })}>
                      <span lang="en">{p.nameEn}</span>
                    </Link>
                    <br />
                    <span lang="ja">{p.nameJa}</span>
                  </th>
                  <td data-label={t('table.city')}>{lang === 'ja' ? p.cityJa : p.cityEn}</td>
                  <td data-label={t('table.kind')}>{t(`kinds.${p.kind}`)}</td>
                  <td data-label={t('table.coordinates')} className="font-mono text-xs">
                    {p.latitude}, {p.longitude}
                  </td>
                  <td data-label={t('table.position')}>{p.position}</td>
                  <td data-label={t('table.status')}>
                    <span className="flex flex-wrap gap-1">
                      {p.isPublished ? <span className={`${badge} bg-green-100 text-green-900`}>{t('table.published')}</span> : <span className={`${badge} bg-slate-200 text-slate-900`}>{t('table.hidden')}</span>}
                      {p.isDemo && <span className={`${badge} bg-amber-100 text-amber-950`}>{t('table.demo')}</span>}
                    </span>
                  </td>
                  <td data-label={t('table.actions')}>
                    <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
                      <a href={osmLink(p.latitude, p.longitude)} className="text-teal-800 underline" aria-label={t('table.mapNamed', { name })}>
                        {t('table.map')}
                      </a>
                      {p.source && p.source !== osmLink(p.latitude, p.longitude) && (
                        <a href={p.source} className="text-teal-800 underline" aria-label={t('table.sourceNamed', { name })} rel="noreferrer">
                          {t('table.source')}
                        </a>
                      )}
                      <form action={publishPlaceAction}>
                        <input type="hidden" name="id" value={p.id} />
                        <input type="hidden" name="publish" value={String(!p.isPublished)} />
                        <input type="hidden" name="returnTo" value={returnTo} />
                        <button type="submit" className="min-h-6 text-teal-800 underline" aria-label={t(p.isPublished ? 'table.hideNamed' : 'table.showNamed', { name })}>
                          {t(p.isPublished ? 'table.hide' : 'table.show')}
                        </button>
                      </form>
                    </span>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </>
  );
}
