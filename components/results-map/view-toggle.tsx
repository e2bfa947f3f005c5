import { getTranslations } from '@/lib/i18n/translations';
import type { RawQuery } from '@/components/results/query';
import { viewHrefs, type ResultsViewName } from './view';

type Props = { path: string; query: RawQuery; view: ResultsViewName };

/**
 * List or map: two plain links, so the choice works with scripts off and each view has
 * its own address (kept by the page cache, shareable). The current one is marked aria-current.
 */
export async function ViewToggle({ path, query, view }: Props) {
  const t = await getTranslations('resultsMap.toggle');
  const hrefs = viewHrefs(path, query);
  const item = (name: ResultsViewName) => {
    const current = name === view;
    return (
      <a
        href={hrefs[name]}
        aria-current={current ? 'page' : undefined}
        data-view={name}
        className={`inline-flex items-center gap-1.5 px-4 py-2 text-sm font-medium ${current ? 'bg-brand-600 text-white' : 'bg-white text-brand-700 hover:bg-brand-50'}`}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" className="size-4 fill-current">
          {name === 'list' ? (
            <path d="M4 5h2v2H4V5Zm4 0h12v2H8V5Zm-4 6h2v2H4v-2Zm4 0h12v2H8v-2Zm-4 6h2v2H4v-2Zm4 0h12v2H8v-2Z" />
          ) : (
            <path d="M12 2a7 7 0 0 0-7 7c0 5.2 7 13 7 13s7-7.8 7-13a7 7 0 0 0-7-7Zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5Z" />
          )}
        </svg>
        {t(name)}
      </a>
    );
  };
  return (
    <nav aria-label={t('label')} data-testid="results-view-toggle" className="inline-flex overflow-hidden rounded-md border border-brand-600 divide-x divide-brand-600">
      {item('list')}
      {item('map')}
    </nav>
  );
}
