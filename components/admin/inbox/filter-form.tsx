import Link from 'next/link';
import { buttonClass, fieldErrorClass, inputClass, labelClass } from '@/components/admin/ui';
import { adminTranslator } from '@/lib/admin/i18n';
import { ASSIGNEE_FILTERS, INBOX_KINDS, INBOX_SORTS, INBOX_STATUSES } from '@/lib/inbox/values';
import type { InboxFilters } from '@/lib/server/inbox/filters';

/**
 * The inbox filters: a GET form, so the filtered list has an address to bookmark or share. A date
 * the address gave but the list ignored (`ignored`) is said so under its field. On a phone the form
 * folds behind a "Filters" disclosure (open when a date was ignored), so the first screen shows items.
 */
export async function InboxFilterForm({ filters, cities, ignored = [] }: { filters: InboxFilters; cities: { id: number; name: string }[]; ignored?: readonly ('from' | 'to')[] }) {
  const t = await adminTranslator('inbox');
  const active = [filters.kind, filters.status, filters.city, filters.from, filters.to, filters.q, filters.assignee !== 'any' || undefined, filters.replied || undefined].filter((v) => v !== undefined).length;
  return (
    <details className="admin-md-open mb-4 md:mb-6" open={ignored.length > 0 || undefined}>
      <summary className="mb-2 inline-flex min-h-10 cursor-pointer items-center rounded border border-slate-500 bg-white px-4 text-sm font-semibold text-slate-900">
        {t('filters.summary', { active })}
      </summary>
      <form method="get" action="/admin/inbox" className="rounded border border-slate-200 bg-white p-4 shadow-sm">
        <fieldset>
          <legend className="mb-3 text-base font-semibold text-slate-900">{t('filters.legend')}</legend>
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            <Select name="kind" label={t('filters.kind')} value={filters.kind} options={[['', t('filters.all')], ...INBOX_KINDS.map((k) => [k, t(`kinds.${k}`)] as const)]} />
            <Select name="status" label={t('filters.status')} value={filters.status} options={[['', t('filters.all')], ...INBOX_STATUSES.map((s) => [s, t(`statuses.${s}`)] as const)]} />
            <Select name="city" label={t('filters.city')} value={filters.city ? String(filters.city) : undefined} options={[['', t('filters.all')], ...cities.map((c) => [String(c.id), c.name] as const)]} />
            <Select name="assignee" label={t('filters.assignee')} value={filters.assignee} options={ASSIGNEE_FILTERS.map((a) => [a, t(`filters.${a}`)] as const)} />
            <Select name="sort" label={t('filters.sort')} value={filters.sort} options={INBOX_SORTS.map((o) => [o, t(`filters.sorts.${o}`)] as const)} />
            <div className="flex items-end">
              <label htmlFor="filter-replied" className="flex min-h-10 items-center gap-2 text-sm font-semibold text-slate-800">
                <input id="filter-replied" name="replied" type="checkbox" value="1" defaultChecked={filters.replied} className="size-5 accent-teal-800" />
                {t('filters.replied')}
              </label>
            </div>
            {(['from', 'to'] as const).map((name) => (
              <div key={name}>
                <label htmlFor={`filter-${name}`} className={labelClass}>
                  {t(`filters.${name}`)}
                </label>
                <input
                  id={`filter-${name}`}
                  name={name}
                  type="date"
                  defaultValue={filters[name]}
                  aria-invalid={ignored.includes(name) || undefined}
                  aria-describedby={ignored.includes(name) ? `filter-${name}-ignored` : undefined}
                  className={inputClass}
                />
                {ignored.includes(name) && (
                  <p id={`filter-${name}-ignored`} className={fieldErrorClass}>
                    {t('filters.dateIgnored')}
                  </p>
                )}
              </div>
            ))}
            <div className="sm:col-span-2">
              <label htmlFor="filter-q" className={labelClass}>
                {t('filters.q')}
              </label>
              <input id="filter-q" name="q" type="search" maxLength={200} defaultValue={filters.q} aria-describedby="filter-q-hint" className={inputClass} />
              <p id="filter-q-hint" className="mt-1 text-xs text-slate-600">
                {t('filters.qHint')}
              </p>
            </div>
          </div>
          <div className="mt-4 flex flex-wrap items-center gap-4">
            <button type="submit" className={buttonClass}>
              {t('filters.apply')}
            </button>
            <Link href="/admin/inbox" className="text-sm text-teal-800 underline">
              {t('filters.reset')}
            </Link>
          </div>
        </fieldset>
      </form>
    </details>
  );
}

function Select({ name, label, value, options }: { name: string; label: string; value: string | undefined; options: readonly (readonly [string, string])[] }) {
  const id = `filter-${name}`;
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <select id={id} name={name} defaultValue={value ?? ''} className={inputClass}>
        {options.map(([v, text]) => (
          <option key={v} value={v}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}
