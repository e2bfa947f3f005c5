import { getTranslations } from '@/lib/i18n/translations';
import { SiteImage } from '@/components/ui/site-image';
import { imageUrl } from '@/lib/format/image';
import type { CompareModel } from './compare-model';
import type { CompareCell } from './compare-rows';

/** A cell's value: a list (facilities), a link (the building), a floor plan (a link to the whole drawing) or a text. */
function CellContent({ cell }: { cell: CompareCell }) {
  if (cell.image) {
    return (
      <a href={imageUrl(cell.image)} className="block overflow-hidden rounded-md border border-slate-200 bg-white" data-testid="compare-floor-plan">
        <SiteImage file={cell.image} sizes="(min-width: 1024px) 20vw, 40vw" width={320} height={213} base={320} alt={cell.text} className="aspect-[3/2] w-full object-contain" />
      </a>
    );
  }
  if (cell.items) {
    return (
      <ul className="list-disc space-y-0.5 pl-4">
        {cell.items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    );
  }
  if (cell.href) {
    return (
      <a href={cell.href} className="text-brand-700 hover:underline">
        {cell.text}
      </a>
    );
  }
  return cell.text;
}

/**
 * The compare table: a column per listing (photo, name, code, link) and a row per
 * feature. A row whose values differ is tinted and says "Differs" in words beside its label, so
 * the difference is not told by colour alone; screen readers hear it with the row's heading.
 * Plain HTML: it reads the same with scripts off, and compare-print.css fits it on one page.
 */
export async function CompareTable({ model }: { model: CompareModel }) {
  const t = await getTranslations('share.comparePage');
  const { columns, rows } = model;
  return (
    <div className="compare-scroll overflow-x-auto rounded-xl border border-slate-200" data-testid="compare-table-wrap">
      <table className="compare-table w-full min-w-[40rem] table-fixed border-collapse text-sm" data-testid="compare-table">
        <caption className="sr-only">{t('caption', { count: columns.length })}</caption>
        <colgroup>
          <col className="w-40 print:w-36" />
          {columns.map((c) => (
            <col key={c.id} />
          ))}
        </colgroup>
        <thead>
          <tr className="bg-slate-50 align-top">
            <td className="border-b border-slate-200 p-3 text-xs font-semibold text-slate-500 uppercase">{t('feature')}</td>
            {columns.map((c) => (
              <th key={c.id} scope="col" className="border-b border-l border-slate-200 p-3 text-left font-normal" data-testid="compare-column" data-id={c.id}>
                <div className="aspect-[4/3] overflow-hidden rounded-md bg-slate-100 print:aspect-[3/2]">
                  {c.image && <SiteImage file={c.image} sizes="(min-width: 1024px) 20vw, 40vw" width={320} height={240} base={320} className="size-full object-cover" />}
                </div>
                <a href={c.href} className="mt-2 block font-semibold text-brand-700 hover:underline" data-testid="compare-name">
                  {c.name}
                </a>
                <span className="block text-xs text-slate-500">{c.code}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className={row.differs ? 'bg-amber-50 align-top' : 'align-top'} data-testid="compare-row" data-key={row.key} data-differs={row.differs}>
              <th scope="row" className={`border-b border-slate-200 p-3 text-left font-semibold text-slate-800 ${row.differs ? 'border-l-4 border-l-amber-500' : ''}`}>
                {row.label}
                {row.differs ? (
                  <span className="mt-1 block w-fit rounded bg-amber-200 px-1.5 py-0.5 text-xs print:mt-0 print:ml-1 print:inline-block font-semibold whitespace-nowrap text-amber-950" data-testid="compare-differs">
                    {t('differs')}
                  </span>
                ) : (
                  <span className="sr-only">{` (${t('same')})`}</span>
                )}
              </th>
              {row.cells.map((cell, i) => (
                <td key={columns[i].id} className="border-b border-l border-slate-200 p-3 text-slate-700">
                  <CellContent cell={cell} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
